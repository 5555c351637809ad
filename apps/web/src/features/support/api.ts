import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supportRoutes, type SupportMessageBody, type SupportThread } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { currentUserQuery } from "@/lib/session";

export const supportThreadKey = ["support", "thread"] as const;
const inboxKey = ["support", "inbox"] as const;
const conversationKey = (id: string) => ["support", "conversation", id] as const;

/** How often an open widget or inbox looks for new messages (answers arrive by e-mail too). */
const REFRESH_MS = 15_000;

/** The user's thread with support; asked only when there is a session to ask with. */
export function useSupportThread(enabled: boolean) {
  return useQuery({
    queryKey: supportThreadKey,
    queryFn: async () => (await callApi(supportRoutes.myThread)).thread,
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** Send a message; a visitor without a session gets the anonymous user the app makes for anyone. */
export function useSendSupportMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: SupportMessageBody) => {
      await qc.ensureQueryData(currentUserQuery);
      return callApi(supportRoutes.send, { body });
    },
    onSuccess: (thread) => qc.setQueryData<SupportThread | null>(supportThreadKey, thread),
  });
}

export function useSupportInbox() {
  return useQuery({ queryKey: inboxKey, queryFn: () => callApi(supportRoutes.inbox), refetchInterval: REFRESH_MS });
}

export function useSupportConversation(id: string | null) {
  return useQuery({
    queryKey: conversationKey(id ?? ""),
    queryFn: () => callApi(supportRoutes.conversation, { params: { id: id ?? "" } }),
    enabled: id !== null,
    refetchInterval: REFRESH_MS,
  });
}

export function useReplyToConversation(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(supportRoutes.reply, { params: { id }, body: { body } }),
    onSuccess: (thread) => {
      qc.setQueryData(conversationKey(id), thread);
      void qc.invalidateQueries({ queryKey: inboxKey });
    },
  });
}

/** The outbox, optionally only the e-mails to one address (operators). */
export function useOutbox(to: string | undefined) {
  return useQuery({ queryKey: ["support", "outbox", to ?? ""], queryFn: () => callApi(supportRoutes.outbox, { query: to ? { to } : {} }), refetchInterval: REFRESH_MS });
}
