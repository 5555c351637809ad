import { guardXml } from "../safe-xml.ts";
import { tooManyPages } from "../ingest-error.ts";
import type { ParseContext } from "../parse-context.ts";
import type { RawDocument, RawUnit } from "../types.ts";
import { readZipGuarded } from "../zip-guard.ts";
import { checkEncryption, readEpubPackage } from "./epub-package.ts";
import { readTocTitles } from "./epub-toc.ts";
import { htmlToText } from "./html-text.ts";

const TEXT_PART = /\.(x?html?|xml|opf|ncx)$/i;
const HTML_TYPES = /html|xml/i;
const MAX_TITLE_CHARS = 120;

/**
 * EPUB as one unit per spine item, in spine order (so unit n is spine item n), titled from the
 * table of contents or the chapter's first heading. Image-only items stay as empty, flagged
 * units rather than shifting every later chapter's number.
 */
export async function parseEpub(path: string, ctx: ParseContext): Promise<RawDocument> {
  const { files } = await readZipGuarded(path, (name) => TEXT_PART.test(name), ctx.signal);
  checkEncryption(files);
  const pkg = readEpubPackage(files);
  if (pkg.spine.length > ctx.maxPages) throw tooManyPages(pkg.spine.length, ctx.maxPages);
  const tocTitles = readTocTitles(files, pkg);
  const warnings: string[] = [];
  const units: RawUnit[] = pkg.spine.map((ref, i) => {
    ctx.signal.throwIfAborted();
    const n = i + 1;
    ctx.progress({ stage: "reading", done: n, total: pkg.spine.length });
    const item = pkg.manifest.get(ref.idref);
    const bytes = item ? files.get(item.path) : undefined;
    if (!item || !bytes || !HTML_TYPES.test(item.mediaType)) {
      return { kind: "chapter", label: `Chapter ${n}`, text: "", source: "text", warnings: [item ? "Not a text chapter (pictures are not read)" : "The chapter is missing from the file"] };
    }
    const { text, heading } = htmlToText(guardXml(bytes.toString("utf8"), { allowDoctype: true }));
    const title = (tocTitles.get(item.path) ?? heading)?.slice(0, MAX_TITLE_CHARS);
    const unitWarnings = text ? [] : ["No text in this chapter (pictures are not read)"];
    if (!ref.linear) unitWarnings.push("Outside the main reading order (linear=\"no\")");
    return { kind: "chapter", label: title ? `Chapter ${n}: ${title}` : `Chapter ${n}`, ...(title ? { heading: title } : {}), text, source: "text", warnings: unitWarnings };
  });
  if (units.length === 0) warnings.push("The e-book has no chapters in its spine");
  return { title: pkg.title, units, warnings };
}
