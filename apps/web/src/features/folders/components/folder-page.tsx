import { useCallback, useMemo, useState, type DragEvent } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, BookOpenText, Folder, MessagesSquare, MoreVertical, Pencil, Share2, Trash2, X } from "lucide-react";
import { documentDisplayName, type Document, type FolderDocument } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/pager";
import { Skeleton } from "@/components/ui/skeleton";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/cn";
import { EmptyState } from "@/components/list-states";
import { DocumentName, FileTypeBadge, EMPTY_FILTERS, effectiveSearch, type FilterState, FILE_TYPE_LABELS, formatDate, formatFileSize } from "@/features/documents";
import { FilterBar } from "./filter-bar";
import { MakePodcastButton } from "@/features/podcasts";
import { useFolder, useFolderSearch, useStartFolderChat, useUpdateFolder } from "../api";
import { DeleteFolderDialog, RenameFolderDialog } from "./folder-dialogs";
import { DOC_DRAG_TYPE, LibraryPanel } from "./document-picker";
import { ShareDialog } from "./share-dialog";
import { UploadIntoFolder } from "./upload-into-folder";
import { plural } from "@/lib/plural";

type Pending = "rename" | "delete" | "share" | null;

/** /knowledge-base/folder/$id: the folder view (its documents, its chats, sharing) with the library to add from. */
export function FolderPage({ id }: { id: string }) {
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const [dropping, setDropping] = useState(false);
  const navigate = useNavigate();
  const folder = useFolder(id, filters, page);
  const update = useUpdateFolder();
  const startChat = useStartFolderChat();
  const matches = useFolderSearch(filters.folderSearch);
  const folderSearch = effectiveSearch(filters.folderSearch);

  const changeFilters = useCallback((next: FilterState) => {
    setFilters(next);
    setPage(1);
  }, []);

  const data = folder.data;
  const ids = useMemo(() => new Set(data?.document_ids ?? []), [data?.document_ids]);

  const setDocuments = (documentIds: string[], done: string) =>
    update.mutate(
      { id, document_ids: documentIds },
      {
        onSuccess: () => toast.success(done),
        onError: (err) => toast.error(errorDetail(err)),
      },
    );
  const add = (doc: Pick<Document, "doc_id" | "name" | "custom_file_name">) => {
    if (!data || ids.has(doc.doc_id)) return;
    setDocuments([...data.document_ids, doc.doc_id], `Added “${documentDisplayName(doc)}”`);
  };
  const remove = (doc: FolderDocument) => data && setDocuments(data.document_ids.filter((d) => d !== doc.doc_id), `Removed “${documentDisplayName(doc)}” from the folder`);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDropping(false);
    const docId = e.dataTransfer.getData(DOC_DRAG_TYPE);
    if (docId && data && !ids.has(docId)) setDocuments([...data.document_ids, docId], "Document added");
  };
  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(DOC_DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
    setDropping(true);
  };

  const chat = () =>
    startChat.mutate(id, {
      onSuccess: ({ chat_id }) => void navigate({ to: "/conversations/$id", params: { id: chat_id } }),
      onError: (err) => toast.error(errorDetail(err)),
    });

  if (folder.isPending) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8" role="status" aria-label="Loading the folder">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="mt-6 h-64" />
      </div>
    );
  }
  if (folder.isError) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <Alert tone="error">
          {errorDetail(folder.error)}{" "}
          {folder.error && "status" in folder.error && folder.error.status === 404 ? (
            <Link to="/knowledge-base" className="text-primary underline">
              Back to folders
            </Link>
          ) : (
            <Button variant="link" onClick={() => void folder.refetch()}>
              Retry
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  const f = folder.data;
  const pages = Math.max(1, Math.ceil(f.total / 20));
  const filtered = f.total !== f.document_count;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-3">
        <Link to="/knowledge-base" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Folders
        </Link>
        <div className="flex flex-wrap items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary" aria-hidden="true">
            <Folder className="size-5" />
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-2xl font-semibold" title={f.name}>
              {f.name}
            </h1>
            <p className="text-sm text-muted-foreground" data-testid="folder-document-count">
              {plural(f.document_count, "document")}
              {f.shared && " · shared by link"}
            </p>
          </div>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <Button onClick={chat} loading={startChat.isPending} disabled={f.document_count === 0}>
              <MessagesSquare aria-hidden="true" /> Chat with folder
            </Button>
            <Button variant="outline" onClick={() => setPending("share")} aria-label="Share">
              <Share2 aria-hidden="true" /> <span className="hidden sm:inline">Share</span>
            </Button>
            {f.document_count > 0 && <MakePodcastButton id={f.id} source="FOLDER" />}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label="Folder actions">
                  <MoreVertical />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {f.document_count > 0 && (
                  <DropdownMenuItem onSelect={() => void navigate({ to: "/tools/$slug", params: { slug: "literature-review-writer" }, search: { folder: f.id } })}>
                    <BookOpenText /> Write a literature review
                  </DropdownMenuItem>
                )}
                <DropdownMenuItem onSelect={() => setPending("rename")}>
                  <Pencil /> Rename
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setPending("delete")} className="text-destructive">
                  <Trash2 /> Delete folder
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </div>
      </div>

      <FilterBar value={filters} onChange={changeFilters} folderView />

      {folderSearch !== undefined && (
        <section aria-label="Folders found" className="rounded-lg border bg-card p-3">
          <h2 className="text-sm font-semibold">Folders matching “{folderSearch}”</h2>
          {matches.isPending ? (
            <Skeleton className="mt-2 h-8" />
          ) : matches.isError ? (
            <p className="mt-2 text-sm text-destructive">{errorDetail(matches.error)}</p>
          ) : matches.data.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No folders match.</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2">
              {matches.data.map((m) => (
                <li key={m.id}>
                  <Link
                    to="/knowledge-base/folder/$id"
                    params={{ id: m.id }}
                    onClick={() => changeFilters(EMPTY_FILTERS)}
                    className={cn("inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:bg-accent", m.id === id && "border-primary text-primary")}
                  >
                    <Folder aria-hidden="true" className="size-3.5" /> {m.name} <span className="text-xs text-muted-foreground">({m.document_count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <section
            aria-labelledby="contents-heading"
            onDragOver={onDragOver}
            onDragLeave={() => setDropping(false)}
            onDrop={onDrop}
            data-testid="folder-drop-zone"
            className={cn("flex flex-col gap-2 rounded-lg border-2 border-dashed border-transparent p-1 transition-colors", dropping && "border-primary bg-primary-soft/50")}
          >
            <h2 id="contents-heading" className="px-1 text-sm font-semibold">
              Documents in this folder
            </h2>
            {f.document_details.length === 0 ? (
              <EmptyState
                title={filtered ? "No documents in this folder match these filters" : "This folder is empty"}
                description={filtered ? "Clear the filters to see them all." : "Drag documents here from your library, or use their Add buttons."}
              />
            ) : (
              <ul className={cn("flex flex-col gap-2", folder.isPlaceholderData && "opacity-60")} aria-label="Folder documents">
                {f.document_details.map((d) => (
                  <li key={d.doc_id} className="flex items-center gap-3 rounded-lg border bg-card p-3" aria-label={documentDisplayName(d)}>
                    <FileTypeBadge fileType={d.file_type} compact />
                    <div className="min-w-0 flex-1">
                      <DocumentName docId={d.doc_id} name={documentDisplayName(d)} ready={d.status === "ready"} />
                      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                        <span>{FILE_TYPE_LABELS[d.file_type]}</span>
                        <span>{formatFileSize(d.size_bytes)}</span>
                        <span>{formatDate(d.date_time)}</span>
                        {d.status !== "ready" && <span>{d.status === "failed" ? "Failed" : "Processing…"}</span>}
                      </p>
                    </div>
                    <Button variant="ghost" size="icon-sm" disabled={update.isPending} onClick={() => remove(d)} aria-label={`Remove ${documentDisplayName(d)} from the folder`}>
                      <X />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 && (
              <Pager page={page} pages={pages} hasNext={Boolean(f.nextPage)} onPage={setPage} />
            )}
          </section>

          <section aria-labelledby="chats-heading" className="flex flex-col gap-2">
            <h2 id="chats-heading" className="px-1 text-sm font-semibold">
              Chats on this folder
            </h2>
            {f.conversations.length === 0 ? (
              <p className="px-1 text-sm text-muted-foreground">No chats yet. Ask a question across every document of the folder with Chat with folder.</p>
            ) : (
              <ul className="flex flex-col divide-y rounded-lg border bg-card" aria-label="Folder chats">
                {f.conversations.map((c) => (
                  <li key={c.chat_id}>
                    <Link to="/conversations/$id" params={{ id: c.chat_id }} className="flex items-center gap-2 px-3 py-2 text-sm hover:bg-accent">
                      <MessagesSquare aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      <span className="min-w-0 flex-1 truncate">{c.name}</span>
                      <span className="text-xs text-muted-foreground">{formatDate(c.date_time)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className="flex min-w-0 flex-col gap-3">
          <UploadIntoFolder folderId={f.id} />
          <LibraryPanel inFolder={ids} onAdd={add} busy={update.isPending} />
        </aside>
      </div>

      {pending === "rename" && <RenameFolderDialog folder={f} onClose={() => setPending(null)} />}
      {pending === "delete" && <DeleteFolderDialog folder={f} onClose={() => setPending(null)} onDeleted={() => void navigate({ to: "/knowledge-base" })} />}
      {pending === "share" && <ShareDialog folder={f} onClose={() => setPending(null)} />}
    </div>
  );
}
