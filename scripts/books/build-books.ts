import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { zipSync, type Zippable } from "fflate";
import { readOpfMetadata, slugify, type OpfMetadata } from "./opf-metadata.ts";

/**
 * Rebuilds the books of /books from their public repositories, so where each EPUB came from can be
 * checked and redone: `npm run books:build -- <folder of clones>`.
 *
 * The folder holds one git clone per repository of scripts/books/sources.json (bare or not), named
 * `<name>`, `<name>.git` or `<owner>+<name>/repo`; each is read at the commit sources.json fixes.
 * Each repository's `src/` is an EPUB source tree (Standard Ebooks' layout): zipped with `mimetype`
 * first and stored, it is the book. Images over 200 KB (covers, large illustrations) are left out,
 * with their manifest entries and <img> elements, to keep the repository small; the text is whole.
 * Writes books/epub/<slug>.epub and packages/contract/src/books/catalogue.json.
 */

const MAX_IMAGE_BYTES = 200 * 1024;
/** One date for every zip entry: the same sources give the same bytes. */
const ZIP_DATE = new Date("2026-01-01T00:00:00Z");
const LICENCE = "Public domain in the United States. This edition is dedicated to the public domain (CC0 1.0 Universal).";

const root = path.resolve(decodeURIComponent(new URL("../..", import.meta.url).pathname));
const epubDir = path.join(root, "books/epub");
const cataloguePath = path.join(root, "packages/contract/src/books/catalogue.json");

interface SourceBook {
  repo: string;
  commit: string;
  year: number;
  yearLabel?: string;
  slug?: string;
  description?: string;
  sourceUrl?: string;
}
interface Sources {
  books: SourceBook[];
  authors: Record<string, { born: number | null; died: number | null; lifeLabel?: string }>;
  genres: Record<string, string>;
}

function gitDir(folder: string, repo: string): string {
  const [owner, name] = repo.split("/") as [string, string];
  const candidates = [path.join(folder, `${owner}+${name}`, "repo"), path.join(folder, `${name}.git`), path.join(folder, name)];
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`${repo}: no clone in ${folder} (tried ${candidates.map((c) => path.basename(c)).join(", ")})`);
  return found;
}

const git = (dir: string, args: string[]) => execFileSync("git", ["-C", dir, ...args], { maxBuffer: 64 * 1024 * 1024 });

/** The files of src/ at the commit: path inside the EPUB, blob id and size (null when the clone lacks the object). */
function sourceFiles(dir: string, commit: string) {
  return git(dir, ["ls-tree", "-r", "-l", commit, "src"])
    .toString("utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [meta = "", file = ""] = line.split("\t");
      const [, , hash = "", size = ""] = meta.split(/\s+/);
      return { name: file.replace(/^src\//, ""), hash, size: /^\d+$/.test(size) ? Number(size) : null };
    });
}

/** Drops the manifest items and <img> elements of images left out. */
function withoutImages(name: string, text: string, dropped: string[]): string {
  let out = text;
  for (const image of dropped) {
    const file = image.replace(/^epub\//, "");
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (name.endsWith(".opf")) out = out.replace(new RegExp(`\\s*<item [^>]*href="${escaped}"[^>]*/>`, "g"), "");
    else out = out.replace(new RegExp(`<img [^>]*src="\\.\\./${escaped}"[^>]*/>`, "g"), "");
  }
  return out;
}

function buildEpub(dir: string, book: SourceBook): { zip: Uint8Array; opf: string; dropped: string[] } {
  const files = sourceFiles(dir, book.commit);
  const isImage = (name: string) => name.startsWith("epub/images/");
  const dropped = files.filter((f) => isImage(f.name) && (f.size === null || f.size > MAX_IMAGE_BYTES)).map((f) => f.name);
  const missing = files.filter((f) => f.size === null && !isImage(f.name));
  if (missing.length) throw new Error(`${book.repo}: the clone lacks ${missing.map((f) => f.name).join(", ")}`);
  const entries: Zippable = {};
  // The EPUB container's rule: `mimetype` first, stored.
  entries.mimetype = [new TextEncoder().encode("application/epub+zip"), { level: 0 }];
  let opf = "";
  for (const f of files) {
    if (f.name === "mimetype" || dropped.includes(f.name)) continue;
    let bytes: Uint8Array = git(dir, ["cat-file", "blob", f.hash]);
    if (/\.(opf|xhtml)$/.test(f.name)) {
      const text = withoutImages(f.name, Buffer.from(bytes).toString("utf8"), dropped);
      if (f.name.endsWith(".opf")) opf = text;
      bytes = new TextEncoder().encode(text);
    }
    entries[f.name] = [bytes, { level: 9 }];
  }
  if (!opf) throw new Error(`${book.repo}: no content.opf in src/`);
  return { zip: zipSync(entries, { mtime: ZIP_DATE }), opf, dropped };
}

function main() {
  const folder = process.argv[2];
  if (!folder) throw new Error("Usage: npm run books:build -- <folder of clones>");
  const sources = JSON.parse(fs.readFileSync(new URL("./sources.json", import.meta.url), "utf8")) as Sources;
  fs.mkdirSync(epubDir, { recursive: true });
  const authors = new Map<string, { slug: string; name: string; sortName: string; born: number | null; died: number | null; lifeLabel?: string; wikipedia: string | null }>();
  const genres = new Map<string, { slug: string; name: string }>();
  const books = [];
  let total = 0;
  for (const book of sources.books) {
    const { zip, opf, dropped } = buildEpub(gitDir(folder, book.repo), book);
    const meta: OpfMetadata = readOpfMetadata(opf);
    if (!meta.rights.includes("CC0 1.0 Universal") || !/(United States|U\.S\.) public domain/.test(meta.rights)) throw new Error(`${book.repo}: its rights statement is not the public-domain dedication`);
    const sourceUrl = book.sourceUrl ?? meta.identifierUrl;
    if (!sourceUrl) throw new Error(`${book.repo}: no standardebooks.org identifier and no sourceUrl`);
    const slug = book.slug ?? meta.identifierSlug;
    if (!slug) throw new Error(`${book.repo}: no slug (give one in sources.json)`);
    const description = book.description ?? meta.description;
    if (!description || description === "DESCRIPTION") throw new Error(`${book.repo}: no description`);
    for (const a of meta.authors) {
      const years = sources.authors[a.name];
      if (!years) throw new Error(`${book.repo}: sources.json gives no years for ${a.name}`);
      authors.set(slugify(a.name), { slug: slugify(a.name), name: a.name, sortName: a.sortName, ...years, wikipedia: a.wikipedia });
    }
    const bookGenres = meta.genres.map((g) => sources.genres[g] ?? g);
    for (const name of bookGenres) genres.set(slugify(name), { slug: slugify(name), name });
    const file = `${slug}.epub`;
    fs.writeFileSync(path.join(epubDir, file), zip);
    total += zip.byteLength;
    books.push({
      slug,
      title: meta.title,
      authors: meta.authors.map((a) => slugify(a.name)),
      translators: meta.translators,
      year: book.year,
      ...(book.yearLabel ? { yearLabel: book.yearLabel } : {}),
      genres: [...new Set(bookGenres.map(slugify))],
      language: meta.language,
      description,
      wordCount: meta.wordCount,
      sourceUrl,
      repository: `https://github.com/${book.repo}`,
      commit: book.commit,
      transcribedFrom: meta.sources,
      licence: LICENCE,
      file,
      bytes: zip.byteLength,
    });
    console.log(`${file}: ${zip.byteLength} bytes${dropped.length ? `, ${dropped.length} large images left out` : ""}`);
  }
  const bySlug = <T extends { slug: string }>(a: T, b: T) => a.slug.localeCompare(b.slug);
  const catalogue = { books: books.sort(bySlug), authors: [...authors.values()].sort(bySlug), genres: [...genres.values()].sort(bySlug) };
  fs.mkdirSync(path.dirname(cataloguePath), { recursive: true });
  fs.writeFileSync(cataloguePath, `${JSON.stringify(catalogue, null, 2)}\n`);
  console.log(`${books.length} books, ${authors.size} authors, ${genres.size} genres; ${(total / 1024 / 1024).toFixed(1)} MB of EPUB`);
}

main();
