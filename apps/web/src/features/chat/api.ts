import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { chatRoutes, documentRoutes, type ConversationDetail, type Feedback } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { deleteUndoably } from "@/lib/undoable";

const CONVERSATIONS_PAGE = 20;
const MESSAGES_PAGE = 100;

export const chatKeys = {
  all: ["chat"] as const,
  list: () => [...chatKeys.all, "list"] as const,
  detail: (id: string) => [...chatKeys.all, "conversation", id] as const,
  models: () => [...chatKeys.all, "models"] as const,
};

/** The chat list in the spec's pages of 20; a full page means another may exist. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: chatKeys.list(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => callApi(chatRoutes.list, { query: { page: pageParam, page_size: CONVERSATIONS_PAGE, order: "desc" } }),
    getNextPageParam: (last, pages) => (last.conversations.length === CONVERSATIONS_PAGE ? pages.length + 1 : undefined),
  });
}

/** One conversation with its latest 100 messages, oldest first. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: chatKeys.detail(id),
    queryFn: async (): Promise<ConversationDetail> => {
      const detail = await callApi(chatRoutes.get, { params: { id }, query: { page: 1, page_size: MESSAGES_PAGE, order: "desc" } });
      return { ...detail, chat_history: [...detail.chat_history].reverse() };
    },
    // The chat keeps its own copy of the messages once shown; a refetch under it would change nothing.
    refetchOnWindowFocus: false,
  });
}

/** The spec's search: at least 3 characters (the caller debounces by 300 ms). */
export function useConversationSearch(query: string) {
  return useQuery({
    queryKey: [...chatKeys.all, "search", query],
    enabled: query.length >= 3,
    queryFn: () => callApi(chatRoutes.search, { query: { query } }),
  });
}

export function useChatModels() {
  return useQuery({ queryKey: chatKeys.models(), queryFn: () => callApi(chatRoutes.models), staleTime: 5 * 60_000 });
}

export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: string) => callApi(chatRoutes.start, { query: { doc_id: docId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => callApi(chatRoutes.rename, { params: { id }, body: { name } }),
    onSuccess: (summary) => {
      queryClient.setQueryData<ConversationDetail>(chatKeys.detail(summary.chat_id), (old) => (old ? { ...old, name: summary.name } : old));
      return queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** The key under which a conversation waits out its undo window (chat lists hide it meanwhile). */
export const pendingConversationDeletionKey = (id: string) => `conversation:${id}`;

/** Deletes a conversation and its messages after the toast's undo window. */
export function useDeleteConversationUndoably() {
  const queryClient = useQueryClient();
  return (conversation: { id: string; name: string }) =>
    deleteUndoably({
      key: pendingConversationDeletionKey(conversation.id),
      title: "Conversation deleted",
      name: conversation.name,
      request: (keepalive) =>
        callApi(chatRoutes.remove, { params: { id: conversation.id }, keepalive }).then(() => queryClient.removeQueries({ queryKey: chatKeys.detail(conversation.id) })),
      settle: () => void queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
    });
}

export function useClearConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(chatRoutes.clear, { params: { id } }),
    onSuccess: (_ok, id) => queryClient.invalidateQueries({ queryKey: chatKeys.detail(id) }),
  });
}

/**
 * Stops an answer on the server, in whichever process writes it: closing a stream only stops
 * reading it (decision 0041). `messageId` is the answer being shown (its stream's id); without one
 * (no word of it arrived yet) the conversation's latest answer.
 */
export function useStopAnswer(chatId: string) {
  return useMutation({
    mutationFn: (messageId: string | undefined) => callApi(chatRoutes.stop, { params: { id: chatId }, query: { message_id: messageId } }),
  });
}

export function useFeedback(chatId: string) {
  return useMutation({
    mutationFn: ({ messageId, feedback }: { messageId: string; feedback: { expression: "LIKE" } | { expression: "DISLIKE"; details: string; issue: string } }): Promise<Feedback> =>
      callApi(chatRoutes.feedback, { params: { chat_id: chatId, message_id: messageId }, body: feedback }),
  });
}

/** Ready and processing documents to start a chat on (the first page, newest first, optionally searched). */
export function useChatDocuments(search: string, enabled = true) {
  return useQuery({
    queryKey: [...chatKeys.all, "documents", search],
    enabled,
    queryFn: () => callApi(documentRoutes.list, { query: { page: 1, page_size: 20, order: "desc", ...(search.length >= 3 ? { search } : {}) } }),
  });
}
