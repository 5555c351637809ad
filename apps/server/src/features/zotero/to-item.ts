import type { DocumentMetadata, ZoteroAttachment, ZoteroItem, ZoteroLibrary } from "@folio/contract";

/** The parts of a Zotero API item (https://www.zotero.org/support/dev/web_api/v3/basics) Folio reads. */
export interface ApiItem {
  key: string;
  library?: { type?: string; id?: number | string; name?: string };
  meta?: { parsedDate?: string; numChildren?: number };
  data: {
    key?: string;
    itemType?: string;
    title?: string;
    creators?: { firstName?: string; lastName?: string; name?: string }[];
    date?: string;
    DOI?: string;
    extra?: string;
    parentItem?: string;
    linkMode?: string;
    contentType?: string;
    filename?: string;
  };
}

/** Where an item lives: its library, as the contract shows it and as Zotero's paths name it. */
export interface LibraryRef {
  library: ZoteroLibrary;
  /** `users/123` or `groups/456`. */
  path: string;
}

/** Attachments with a file Zotero stores (imported, not linked to a path on someone's computer). */
export function hasStoredFile(item: ApiItem): boolean {
  return item.data.itemType === "attachment" && (item.data.linkMode === "imported_file" || item.data.linkMode === "imported_url");
}

export function toAttachment(item: ApiItem, lib: LibraryRef): ZoteroAttachment {
  return {
    key: item.key,
    file_name: item.data.filename ?? item.data.title ?? `${item.key}.pdf`,
    content_type: item.data.contentType ?? "application/octet-stream",
    link: `${lib.path}/items/${item.key}`,
  };
}

export function libraryOf(item: ApiItem, fallback: LibraryRef): ZoteroLibrary {
  const l = item.library;
  if (l?.type === "group" || l?.type === "user") return { type: l.type, id: String(l.id ?? fallback.library.id), name: l.name ?? fallback.library.name };
  return fallback.library;
}

export function toMetadata(item: ApiItem): DocumentMetadata {
  const creators = (item.data.creators ?? [])
    .map((c) => (c.name ?? [c.firstName, c.lastName].filter(Boolean).join(" ")).trim())
    .filter((name) => name.length > 0);
  return { title: item.data.title?.trim() || item.key, creators, year: yearOf(item), doi: doiOf(item), item_type: item.data.itemType ?? "document" };
}

export function toItem(item: ApiItem, children: ApiItem[], lib: LibraryRef): ZoteroItem {
  const own = hasStoredFile(item) ? [item] : [];
  return { key: item.key, ...toMetadata(item), library: libraryOf(item, lib), attachments: [...own, ...children.filter(hasStoredFile)].map((a) => toAttachment(a, lib)) };
}

function yearOf(item: ApiItem): number | null {
  const match = /\b(\d{4})\b/.exec(item.meta?.parsedDate ?? item.data.date ?? "");
  return match?.[1] ? Number(match[1]) : null;
}

/** The DOI field, or a `DOI: …` line in Extra (where Zotero keeps it for types without the field). */
function doiOf(item: ApiItem): string | null {
  const field = item.data.DOI?.trim();
  if (field) return field;
  const match = /^DOI:\s*(\S+)/im.exec(item.data.extra ?? "");
  return match?.[1] ?? null;
}
