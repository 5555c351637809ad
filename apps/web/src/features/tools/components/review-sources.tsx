import { Link } from "@tanstack/react-router";
import type { CreateReviewBody, ZoteroCollection } from "@folio/contract";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { OptionSelect } from "@/components/option-select";
import { ListSkeleton, LoadError } from "@/components/list-states";
import { ApiError } from "@/lib/api-client";
import { useReviewCollections, useReviewDocuments, useReviewFolders } from "../review-api";

export type SourceKind = "folder" | "documents" | "zotero";
export interface SourceChoice {
  kind: SourceKind;
  folderId: string;
  docIds: string[];
  /** The chosen collection as `<library>/<key>` ("user/ABCD1234", "group:7/ABCD1234"). */
  collection: string;
}
export const NO_SOURCE: SourceChoice = { kind: "folder", folderId: "", docIds: [], collection: "" };

const libraryOf = (c: ZoteroCollection) => (c.library.type === "user" ? "user" : `group:${c.library.id}`);

/** What the choice adds to the review's request, or null while it names nothing. */
export function sourceBody(choice: SourceChoice): Pick<CreateReviewBody, "knowledge_base_id" | "document_ids" | "zotero"> | null {
  if (choice.kind === "folder") return choice.folderId ? { knowledge_base_id: choice.folderId } : null;
  if (choice.kind === "documents") return choice.docIds.length > 0 ? { document_ids: choice.docIds } : null;
  const [library = "", collection = ""] = choice.collection.split("/");
  return collection ? { zotero: { library, collection } } : null;
}

/** What a review covers: a folder, chosen documents or a Zotero collection (imported into a new folder first). */
export function ReviewSources({ value, onChange }: { value: SourceChoice; onChange: (choice: SourceChoice) => void }) {
  const folders = useReviewFolders(value.kind === "folder");
  const documents = useReviewDocuments(value.kind === "documents");
  const collections = useReviewCollections(value.kind === "zotero");
  const notConnected = collections.error instanceof ApiError && collections.error.status === 409;

  return (
    <Tabs value={value.kind} onValueChange={(kind) => onChange({ ...value, kind: kind as SourceKind })} className="grid gap-2 sm:col-span-2">
      <TabsList aria-label="What to review" className="h-auto w-fit flex-wrap">
        <TabsTrigger value="folder">Folder</TabsTrigger>
        <TabsTrigger value="documents">Chosen documents</TabsTrigger>
        <TabsTrigger value="zotero">Zotero collection</TabsTrigger>
      </TabsList>
      <TabsContent value="folder" className="mt-0 grid gap-1">
        <Label htmlFor="review-folder">Folder of papers</Label>
        {folders.isPending ? (
          <ListSkeleton label="Loading folders" count={1} itemClassName="h-10 w-full" />
        ) : folders.isError ? (
          <LoadError error={folders.error} onRetry={() => void folders.refetch()} />
        ) : folders.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You have no folders yet. <Link to="/knowledge-base" className="underline">Make one with your papers</Link>.
          </p>
        ) : (
          <OptionSelect id="review-folder" options={folders.data.map((f) => f.id)} labels={Object.fromEntries(folders.data.map((f) => [f.id, f.name]))} value={value.folderId} onChange={(folderId) => onChange({ ...value, folderId })} placeholder="Choose a folder" />
        )}
      </TabsContent>
      <TabsContent value="documents" className="mt-0">
        {documents.isPending ? (
          <ListSkeleton label="Loading documents" count={2} itemClassName="h-8 w-full" />
        ) : documents.isError ? (
          <LoadError error={documents.error} onRetry={() => void documents.refetch()} />
        ) : documents.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You have no processed documents yet. <Link to="/file-upload" className="underline">Upload your papers</Link>.
          </p>
        ) : (
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Documents to review</legend>
            <div className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2">
              {documents.data.map((d) => (
                <label key={d.doc_id} className="flex min-w-0 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={value.docIds.includes(d.doc_id)}
                    onChange={(e) => onChange({ ...value, docIds: e.target.checked ? [...value.docIds, d.doc_id] : value.docIds.filter((id) => id !== d.doc_id) })}
                  />
                  <span className="truncate" dir="auto">{d.custom_file_name ?? d.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </TabsContent>
      <TabsContent value="zotero" className="mt-0 grid gap-1">
        <Label htmlFor="review-collection">Collection</Label>
        {collections.isPending ? (
          <ListSkeleton label="Loading Zotero collections" count={1} itemClassName="h-10 w-full" />
        ) : notConnected ? (
          <p className="text-sm text-muted-foreground">
            Zotero is not connected. <Link to="/settings" className="underline">Connect it in Settings</Link> to review a collection.
          </p>
        ) : collections.isError ? (
          <LoadError error={collections.error} onRetry={() => void collections.refetch()} />
        ) : collections.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your Zotero libraries have no collections.</p>
        ) : (
          <>
            <OptionSelect
              id="review-collection"
              options={collections.data.map((c) => `${libraryOf(c)}/${c.key}`)}
              labels={Object.fromEntries(collections.data.map((c) => [`${libraryOf(c)}/${c.key}`, c.library.type === "user" ? c.name : `${c.name} (${c.library.name})`]))}
              value={value.collection}
              onChange={(collection) => onChange({ ...value, collection })}
              placeholder="Choose a collection"
            />
            <p className="text-xs text-muted-foreground">Its papers are imported into a new folder named after it, then reviewed.</p>
          </>
        )}
      </TabsContent>
    </Tabs>
  );
}
