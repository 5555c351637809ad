import { useEffect, useRef, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "@tanstack/react-query";
import { FileText, Upload } from "lucide-react";
import { ACCEPTED_EXTENSIONS, documentRoutes, type Document } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { focusRing } from "@/components/ui/focus-ring";
import { callApi } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useDebounced } from "@/lib/use-debounced";
import { useChatDocuments, useStartChat } from "../api";
import { QueryList } from "@/components/list-states";
import { unitCount } from "@/features/documents";

interface StartChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** New chat: pick a document of the library, or upload one and chat once it is read. */
export function StartChatDialog({ open, onOpenChange }: StartChatDialogProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), 300);
  const documents = useChatDocuments(debounced);
  const listed = documents.data?.documents ?? [];
  const start = useStartChat();
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return callApi(documentRoutes.upload, { body: form });
    },
    onSuccess: (accepted) => setUploadedId(accepted.doc_id),
  });
  const uploaded = useQuery({
    queryKey: ["chat", "uploaded", uploadedId],
    enabled: uploadedId !== null,
    queryFn: () => callApi(documentRoutes.get, { params: { id: uploadedId! } }),
    refetchInterval: (q) => (q.state.data?.status === "ready" || q.state.data?.status === "failed" ? false : 1000),
  });

  const chatOn = (doc: Pick<Document, "doc_id">) =>
    start.mutate(doc.doc_id, { onSuccess: ({ chat_id }) => void navigate({ to: "/conversations/$id", params: { id: chat_id } }) });

  const readyUpload = uploaded.data?.status === "ready" ? uploaded.data : null;
  useEffect(() => {
    if (readyUpload && !start.isPending && !start.isSuccess) chatOn(readyUpload);
    // chatOn is recreated each render; starting once per ready upload is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readyUpload?.doc_id]);

  const failure = upload.error?.message ?? (uploaded.data?.status === "failed" ? (uploaded.data.error ?? "The document could not be read.") : null) ?? start.error?.message ?? null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Start a chat</DialogTitle>
          <DialogDescription>Choose a document to ask about, or upload a new one.</DialogDescription>
        </DialogHeader>

        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="start-chat-search" className="sr-only">
            Search documents
          </label>
          <Input data-tour="start-chat-documents" id="start-chat-search" type="search" placeholder="Search documents" value={search} onChange={(e) => setSearch(e.target.value)} className="flex-1" />
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPTED_EXTENSIONS.join(",")}
            className="sr-only"
            aria-label="Upload a document"
            data-testid="start-chat-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = "";
            }}
          />
          <Button data-tour="start-chat-upload" variant="outline" onClick={() => fileInput.current?.click()} loading={upload.isPending}>
            <Upload aria-hidden="true" /> Upload
          </Button>
        </div>

        {uploadedId && !failure ? (
          <p role="status" className="text-sm text-muted-foreground">
            {readyUpload ? "Starting the chat…" : `Reading ${uploaded.data?.name ?? "the document"}… ${uploaded.data ? `${uploaded.data.progress}%` : ""}`}
          </p>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}

        <div className="max-h-80 overflow-y-auto">
          <QueryList
            query={documents}
            loading={{ label: "Loading documents", count: 3, itemClassName: "h-11" }}
            isEmpty={listed.length === 0}
            empty={<p className="py-6 text-center text-sm text-muted-foreground">{debounced ? "No document matches this search." : "No documents yet. Upload one to start."}</p>}
          >
            <ul className="flex flex-col">
              {listed.map((doc) => (
                <li key={doc.doc_id}>
                  <button
                    type="button"
                    disabled={doc.status !== "ready" || start.isPending}
                    onClick={() => chatOn(doc)}
                    className={cn("flex w-full items-center gap-3 rounded-md px-2 py-2.5 text-left hover:bg-accent disabled:opacity-60", focusRing)}
                  >
                    <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 truncate text-sm" dir="auto">
                      {doc.name}
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">{doc.status === "ready" ? (doc.page_count ? unitCount(doc.unit_kind, doc.page_count) : "") : doc.status}</span>
                  </button>
                </li>
              ))}
            </ul>
          </QueryList>
        </div>
      </DialogContent>
    </Dialog>
  );
}
