/**
 * What build-books.ts reads from a Standard Ebooks content.opf. Their packages are written by one
 * tool in one layout (one element a line, ids such as `author`, `author-2`, `translator`), so
 * patterns over the text read them reliably; anything unexpected is an error, not a guess.
 */

export interface OpfPerson {
  name: string;
  sortName: string;
  wikipedia: string | null;
}

export interface OpfMetadata {
  title: string;
  authors: OpfPerson[];
  translators: string[];
  genres: string[];
  description: string;
  language: string;
  /** The transcriptions the edition was made from (Project Gutenberg, scans). */
  sources: string[];
  wordCount: number | null;
  /** https://standardebooks.org/ebooks/<author>/<title>[/<translator>], when the package names it. */
  identifierUrl: string | null;
  /** The book's slug on standardebooks.org: the <title> part of the identifier. */
  identifierSlug: string | null;
  rights: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? "").trim();

const all = (opf: string, pattern: RegExp) => [...opf.matchAll(pattern)].map((m) => decode(m[1] ?? ""));
const first = (opf: string, pattern: RegExp) => all(opf, pattern)[0];

/** A name or genre as an address part: lower case, accents dropped, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function refines(opf: string, id: string, property: string): string[] {
  return all(opf, new RegExp(`<meta property="${property}" refines="#${id}"[^>]*>([^<]*)</meta>`, "g"));
}

function wikipediaOf(opf: string, id: string): string | null {
  const link = first(opf, new RegExp(`<link href="(https://en\\.wikipedia\\.org/[^"]+)" refines="#${id}"`, "g"));
  return link ?? refines(opf, id, "se:url.encyclopedia.wikipedia")[0] ?? null;
}

export function readOpfMetadata(opf: string): OpfMetadata {
  const title = first(opf, /<dc:title id="title">([^<]+)<\/dc:title>/g);
  if (!title) throw new Error("content.opf has no <dc:title id=\"title\">");
  const authors = [...opf.matchAll(/<dc:creator id="([^"]+)">([^<]+)<\/dc:creator>/g)].map(([, id = "", name = ""]) => ({
    name: decode(name),
    sortName: refines(opf, id, "file-as")[0] ?? decode(name),
    wikipedia: wikipediaOf(opf, id),
  }));
  if (!authors.length) throw new Error(`${title}: content.opf names no author`);
  const translators = [...opf.matchAll(/<dc:contributor id="([^"]+)">([^<]+)<\/dc:contributor>/g)]
    .filter(([, id = ""]) => refines(opf, id, "role").includes("trl"))
    .map(([, , name = ""]) => decode(name));
  const genres = [...all(opf, /<meta property="se:subject">([^<]+)<\/meta>/g), ...all(opf, /<meta property="schema:genre">([^<]+)<\/meta>/g)].filter((g) => g !== "TAG");
  if (!genres.length) throw new Error(`${title}: content.opf names no genre`);
  const identifier = first(opf, /<dc:identifier id="uid">(?:url:)?([^<]+)<\/dc:identifier>/g) ?? "";
  const se = identifier.match(/^https:\/\/standardebooks\.org\/ebooks\/[^/]+\/([^/]+)/);
  const words = first(opf, /<meta property="(?:schema:wordCount|se:word-count)">([^<]+)<\/meta>/g);
  return {
    title,
    authors,
    translators,
    genres: [...new Set(genres)],
    // The one-sentence description: <dc:description id="description">, or schema:abstract in the newer layout.
    description: first(opf, /<dc:description id="description">([^<]+)<\/dc:description>/g) ?? first(opf, /<meta property="schema:abstract">([^<]+)<\/meta>/g) ?? "",
    language: first(opf, /<dc:language>([^<]+)<\/dc:language>/g) ?? "",
    sources: all(opf, /<dc:source>([^<]+)<\/dc:source>/g).filter((s) => /^https?:\/\//.test(s)),
    wordCount: words && /^\d+$/.test(words) ? Number(words) : null,
    identifierUrl: se ? identifier : null,
    identifierSlug: se?.[1] ?? null,
    rights: first(opf, /<dc:rights>([^<]+)<\/dc:rights>/g) ?? "",
  };
}
