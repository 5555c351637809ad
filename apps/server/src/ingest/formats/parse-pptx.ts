import { invalidFile, passwordProtected, tooManyPages } from "../ingest-error.ts";
import { oleNeedsPassword } from "../office-encryption.ts";
import { isOleFile } from "../ole-container.ts";
import type { ParseContext } from "../parse-context.ts";
import { asArray, parseXmlTree } from "../safe-xml.ts";
import type { RawDocument, RawUnit } from "../types.ts";
import { readZipGuarded } from "../zip-guard.ts";
import { findChild, readRelationships } from "./ooxml-parts.ts";
import { notesText, slideText } from "./pptx-slide-text.ts";

const PRESENTATION = "ppt/presentation.xml";
const SLIDE_REL = /\/slide$/;
const NOTES_REL = /\/notesSlide$/;

/** Only the XML parts are kept in memory; media is inflated (to count it) and dropped. */
const isXmlPart = (name: string) => name.endsWith(".xml") || name.endsWith(".rels");

export interface SlideList {
  files: Map<string, Buffer>;
  /** Zip entry names of the slides in presentation order, hidden ones included. */
  slides: string[];
}

/** The guarded archive and the slide order from `presentation.xml` (its `sldIdLst`, not file names). */
export async function readSlideList(path: string, signal?: AbortSignal): Promise<SlideList> {
  const { files } = await readZipGuarded(path, isXmlPart, signal);
  const presentation = files.get(PRESENTATION);
  if (!presentation) throw invalidFile("a zip without ppt/presentation.xml");
  const tree = parseXmlTree(presentation.toString("utf8"));
  const ids = asArray(findChild(findChild(findChild(tree, "presentation"), "sldIdLst"), "sldId") as Record<string, string> | Record<string, string>[] | undefined);
  const rels = new Map(readRelationships(files, PRESENTATION).filter((r) => SLIDE_REL.test(r.type)).map((r) => [r.id, r.target]));
  const slides = ids.map((id) => rels.get(id["r:id"] ?? Object.entries(id).find(([k]) => k.endsWith(":id"))?.[1] ?? "")).filter((t): t is string => !!t);
  return { files, slides };
}

function documentTitle(files: Map<string, Buffer>): string | null {
  const core = files.get("docProps/core.xml");
  if (!core) return null;
  const title = findChild(findChild(parseXmlTree(core.toString("utf8")), "coreProperties"), "title");
  return typeof title === "string" && title.trim() ? title.trim() : null;
}

/**
 * PPTX as one unit per slide in presentation order. Speaker notes follow the slide text after a
 * "Speaker notes:" line; hidden slides are kept, labelled and flagged.
 */
export async function parsePptx(path: string, ctx: ParseContext): Promise<RawDocument> {
  // An encrypted PPTX is an OLE container; oleNeedsPassword refuses any other OLE file as invalid.
  if ((await isOleFile(path)) && (await oleNeedsPassword(path, "pptx"))) throw passwordProtected();
  const { files, slides } = await readSlideList(path, ctx.signal);
  if (slides.length > ctx.maxPages) throw tooManyPages(slides.length, ctx.maxPages);
  const units: RawUnit[] = [];
  const warnings: string[] = [];
  slides.forEach((part, i) => {
    ctx.signal.throwIfAborted();
    const n = i + 1;
    const xml = files.get(part);
    if (!xml) {
      units.push({ kind: "slide", label: `Slide ${n}`, text: "", source: "text", warnings: ["The slide's content is missing from the file"] });
      return;
    }
    const slide = slideText(xml.toString("utf8"));
    const notesPart = readRelationships(files, part).find((r) => NOTES_REL.test(r.type))?.target;
    const notesXml = notesPart ? files.get(notesPart) : undefined;
    const notes = notesXml ? notesText(notesXml.toString("utf8")) : "";
    const unitWarnings: string[] = [];
    if (slide.hidden) unitWarnings.push("Hidden slide");
    if (!slide.text && !notes) unitWarnings.push("No text on this slide (pictures are not read)");
    const text = notes ? `${slide.text}\n\nSpeaker notes:\n${notes}`.trim() : slide.text;
    units.push({ kind: "slide", label: slide.hidden ? `Slide ${n} (hidden)` : `Slide ${n}`, text, source: "text", warnings: unitWarnings });
    ctx.progress({ stage: "reading", done: n, total: slides.length });
  });
  if (slides.length === 0) warnings.push("The presentation has no slides");
  return { title: documentTitle(files), units, warnings };
}
