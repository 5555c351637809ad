import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { FolderIcon, FolderPlus, Link2, MoreVertical, Pencil, Search, Trash2 } from "lucide-react";
import type { Folder } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { effectiveSearch, SEARCH_DEBOUNCE_MS, formatDate } from "@/features/documents";
import { useDebounced } from "@/lib/use-debounced";
import { useWithoutPending } from "@/lib/undoable";
import { pendingFolderDeletionKey, useFolders, useFolderSearch } from "../api";
import { CreateFolderDialog, DeleteFolderDialog, RenameFolderDialog } from "./folder-dialogs";
import { EmptyState, ListSkeleton, LoadError } from "@/components/list-states";
import { plural } from "@/lib/plural";

type Pending = { kind: "create" } | { kind: "rename" | "delete"; folder: Folder } | null;

/** /knowledge-base: the user's folders with their document counts; make, rename, delete; search by name. */
export function FoldersPage() {
  const [term, setTerm] = useState("");
  const search = useDebounced(term, SEARCH_DEBOUNCE_MS);
  const [pending, setPending] = useState<Pending>(null);
  const navigate = useNavigate();
  const searching = effectiveSearch(search) !== undefined;
  const all = useFolders();
  const found = useFolderSearch(search);
  const list = searching ? found : all;
  const folders = useWithoutPending(list.data ?? [], (f) => pendingFolderDeletionKey(f.id));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Folders</h1>
        <Button onClick={() => setPending({ kind: "create" })}>
          <FolderPlus aria-hidden="true" /> New folder
        </Button>
      </div>

      <div className="relative" role="search" aria-label="Search folders">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search folders"
          placeholder="Search folders"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          className="pl-9"
        />
      </div>

      {list.isPending && (searching || all.isPending) ? (
        <ListSkeleton label="Loading folders" count={4} itemClassName="h-[84px]" className="grid gap-2 sm:grid-cols-2" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : folders.length === 0 ? (
        searching ? (
          <EmptyState
            title={`No folders match “${search.trim()}”`}
            action={
              <Button variant="outline" onClick={() => setTerm("")}>
                Clear search
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<FolderIcon aria-hidden="true" />}
            title="No folders yet"
            description="Put documents in a folder to ask questions across all of them and share the chats by link."
            action={
              <Button onClick={() => setPending({ kind: "create" })}>
                <FolderPlus aria-hidden="true" /> New folder
              </Button>
            }
          />
        )
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {plural(folders.length, "folder")}
          </p>
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Folders">
            {folders.map((f) => (
              <li key={f.id} className="flex items-start gap-3 rounded-lg border bg-card p-3 sm:p-4" aria-label={f.name}>
                <div className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary" aria-hidden="true">
                  <FolderIcon className="size-5" />
                </div>
                <div className="min-w-0 flex-1">
                  <Link to="/knowledge-base/folder/$id" params={{ id: f.id }} className="block truncate font-medium hover:underline" title={f.name}>
                    {f.name}
                  </Link>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                    <span data-testid="document-count">{plural(f.document_count, "document")}</span>
                    <span>{formatDate(f.date_time)}</span>
                    {f.shared && (
                      <span className="inline-flex items-center gap-1 text-primary">
                        <Link2 aria-hidden="true" className="size-3" /> Shared
                      </span>
                    )}
                  </p>
                </div>
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${f.name}`}>
                      <MoreVertical />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => setPending({ kind: "rename", folder: f })}>
                      <Pencil /> Rename
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setPending({ kind: "delete", folder: f })} className="text-destructive">
                      <Trash2 /> Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </li>
            ))}
          </ul>
        </>
      )}

      {pending?.kind === "create" && (
        <CreateFolderDialog onClose={() => setPending(null)} onCreated={(folder) => void navigate({ to: "/knowledge-base/folder/$id", params: { id: folder.id } })} />
      )}
      {pending?.kind === "rename" && <RenameFolderDialog folder={pending.folder} onClose={() => setPending(null)} />}
      {pending?.kind === "delete" && <DeleteFolderDialog folder={pending.folder} onClose={() => setPending(null)} />}
    </div>
  );
}
