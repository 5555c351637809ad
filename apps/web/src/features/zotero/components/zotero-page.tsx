import { useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { BookOpen, FileDown, FileX, Search } from "lucide-react";
import type { ZoteroAttachment, ZoteroItem } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PageSpinner } from "@/components/ui/page-spinner";
import { OptionSelect } from "@/components/option-select";
import { Pager } from "@/components/pager";
import { EmptyState, ListSkeleton, LoadError } from "@/components/list-states";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { CollectionImport } from "./collection-import";
import { ExportImport } from "./export-import";
import { useFolderChoices, useImportZoteroAttachment, useZoteroCollections, useZoteroItems, useZoteroLibraries, useZoteroMe } from "../api";
import { plural } from "@/lib/plural";

const PAGE_SIZE = 25;
const ALL = "all";
const NO_FOLDER = "none";

/** /zotero: browse the connected Zotero libraries and collections, search, and import PDFs with their metadata. */
export function ZoteroPage() {
  const me = useZoteroMe();
  if (me.isPending) return <PageSpinner label="Loading your Zotero connection" />;
  if (me.isError) return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-6 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-semibold">Zotero</h1>
        <p className="text-sm text-muted-foreground">Import papers from your reference library; each keeps its title, authors, year and DOI.</p>
      </header>
      {me.data.connected ? (
        <Browser />
      ) : (
        <EmptyState
          icon={<BookOpen aria-hidden="true" />}
          title="Zotero is not connected"
          description="Connect your Zotero account in Settings to see your library here."
          action={
            <Button asChild>
              <Link to="/settings">Open Settings</Link>
            </Button>
          }
        />
      )}
      <ExportImport />
    </main>
  );
}

function Browser() {
  const [library, setLibrary] = useState("user");
  const [collection, setCollection] = useState(ALL);
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const [fullText, setFullText] = useState(false);
  const [page, setPage] = useState(1);
  const [folder, setFolder] = useState(NO_FOLDER);
  const libraries = useZoteroLibraries(true);
  const collections = useZoteroCollections(library, true);
  const folders = useFolderChoices();
  const items = useZoteroItems({ library, collection: collection === ALL ? "" : collection, query, page, pageSize: PAGE_SIZE, fullText }, true);

  const libraryValues = (libraries.data?.libraries ?? []).map((l) => (l.type === "user" ? "user" : `group:${l.id}`));
  const libraryLabels = Object.fromEntries((libraries.data?.libraries ?? []).map((l) => [l.type === "user" ? "user" : `group:${l.id}`, l.type === "user" ? `My library (${l.name})` : l.name]));
  const collectionValues = [ALL, ...(collections.data?.collections ?? []).map((c) => c.key)];
  const collectionLabels: Record<string, string> = { [ALL]: "All items", ...Object.fromEntries((collections.data?.collections ?? []).map((c) => [c.key, c.name])) };
  const folderValues = [NO_FOLDER, ...(folders.data?.knowledge_bases ?? []).map((f) => f.id)];
  const folderLabels: Record<string, string> = { [NO_FOLDER]: "No folder", ...Object.fromEntries((folders.data?.knowledge_bases ?? []).map((f) => [f.id, f.name])) };

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  };
  const total = items.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-3">
          <Field label="Library" id="zotero-library">
            <OptionSelect
              options={libraryValues.length ? libraryValues : ["user"]}
              labels={libraryValues.length ? libraryLabels : { user: "My library" }}
              value={library}
              onChange={(v) => {
                setLibrary(v);
                setCollection(ALL);
                setPage(1);
              }}
            />
          </Field>
          <Field label="Collection" id="zotero-collection">
            <OptionSelect
              options={collectionValues}
              labels={collectionLabels}
              value={collection}
              disabled={Boolean(query)}
              onChange={(v) => {
                setCollection(v);
                setPage(1);
              }}
            />
          </Field>
          <Field label="Import into folder" id="zotero-folder">
            <OptionSelect options={folderValues} labels={folderLabels} value={folder} onChange={setFolder} />
          </Field>
          <form onSubmit={search} role="search" className="flex flex-wrap items-end gap-2 sm:col-span-3">
            <Field label="Search by title, author or year" className="min-w-48 flex-1">
              <Input type="search" name="zotero_query" value={draft} onChange={(e) => setDraft(e.target.value)} />
            </Field>
            <label className="flex h-10 items-center gap-2 text-sm whitespace-nowrap">
              <input
                type="checkbox"
                checked={fullText}
                onChange={(e) => {
                  setFullText(e.target.checked);
                  setPage(1);
                }}
              />
              Full text
            </label>
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" /> Search
            </Button>
          </form>
        </CardContent>
      </Card>
      {collection !== ALL && !query && (
        <CollectionImport key={`${library}:${collection}`} library={library} collection={collection} collectionName={collectionLabels[collection] ?? collection} folderId={folder === NO_FOLDER ? undefined : folder} />
      )}
      {libraries.isError && <LoadError error={libraries.error} onRetry={() => void libraries.refetch()} />}
      {items.isPending ? (
        <ListSkeleton label="Loading Zotero items" count={5} itemClassName="h-24 rounded-lg" />
      ) : items.isError ? (
        <LoadError error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <EmptyState title={query ? "Nothing matches this search" : "No items here"} description={query ? "Try other words, or clear the search." : "Items you add in Zotero show up here."} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(total, "item")}
            {query ? ` matching “${query}”` : ""}
          </p>
          <ul className="grid gap-3" aria-label="Zotero items">
            {items.data.items.map((item) => (
              <ItemRow key={`${item.library.type}:${item.library.id}:${item.key}`} item={item} folderId={folder === NO_FOLDER ? undefined : folder} />
            ))}
          </ul>
          <Pager page={page} pages={pages} hasNext={page < pages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function ItemRow({ item, folderId }: { item: ZoteroItem; folderId: string | undefined }) {
  const details = [item.creators.join(", "), item.year ? String(item.year) : null, item.item_type].filter(Boolean).join(" · ");
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <p className="font-medium break-words">{item.title}</p>
      <p className="text-sm text-muted-foreground break-words">{details}</p>
      {item.doi && <p className="text-sm break-all text-muted-foreground">DOI {item.doi}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {item.attachments.length === 0 ? (
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <FileX aria-hidden="true" className="size-4" /> No PDF in Zotero
          </span>
        ) : (
          item.attachments.map((a) => <ImportButton key={a.key} attachment={a} title={item.title} folderId={folderId} />)
        )}
      </div>
    </li>
  );
}

function ImportButton({ attachment, title, folderId }: { attachment: ZoteroAttachment; title: string; folderId: string | undefined }) {
  const importFile = useImportZoteroAttachment();
  const [docId, setDocId] = useState<string | null>(null);
  const run = () =>
    importFile.mutate(
      { link: attachment.link, file_name: attachment.file_name, knowledge_base_id: folderId },
      {
        onSuccess: (doc) => {
          setDocId(doc.doc_id);
          toast.success("Import started", `“${title}” is being read; it keeps its Zotero details.`);
        },
        onError: (err) => toast.error("Import failed", errorDetail(err)),
      },
    );
  if (docId) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to="/documents/$docId" params={{ docId }}>
          Open {attachment.file_name}
        </Link>
      </Button>
    );
  }
  return (
    <Button type="button" size="sm" onClick={run} loading={importFile.isPending} aria-label={`Import ${attachment.file_name} from “${title}”`}>
      <FileDown aria-hidden="true" /> Import {attachment.file_name}
    </Button>
  );
}
