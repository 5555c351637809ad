/** What the installed app received through the Web Share Target (public/sw.js keeps it in this cache). */
const SHARE_CACHE = "folio-share-inbox";
const META_KEY = "/share-inbox/meta";

export interface SharedItems {
  title: string;
  /** The first http(s) link among the shared url and text (apps often put the link in the text). */
  url: string | null;
  files: File[];
}

interface InboxMeta {
  title?: unknown;
  text?: unknown;
  url?: unknown;
  files?: Array<{ key?: unknown; name?: unknown; type?: unknown }>;
}

export function firstLink(...candidates: string[]): string | null {
  for (const candidate of candidates) {
    const match = /https?:\/\/[^\s<>"]+/i.exec(candidate);
    if (match) return match[0];
  }
  return null;
}

/** Read and empty the share inbox; null when nothing was shared (or the browser has no Cache Storage). */
export async function takeSharedItems(): Promise<SharedItems | null> {
  if (typeof caches === "undefined") return null;
  const inbox = await caches.open(SHARE_CACHE);
  const metaResponse = await inbox.match(META_KEY);
  if (!metaResponse) return null;
  const meta = (await metaResponse.json()) as InboxMeta;
  const files: File[] = [];
  for (const entry of meta.files ?? []) {
    if (typeof entry.key !== "string") continue;
    const response = await inbox.match(entry.key);
    if (!response) continue;
    const blob = await response.blob();
    files.push(new File([blob], typeof entry.name === "string" && entry.name ? entry.name : "shared-file", { type: typeof entry.type === "string" ? entry.type : blob.type }));
  }
  for (const key of await inbox.keys()) await inbox.delete(key);
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return { title: str(meta.title), url: firstLink(str(meta.url), str(meta.text)), files };
}
