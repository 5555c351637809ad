import { childrenOf, localName, parseXmlOrdered, tagOf, textOf, type XmlNode } from "../safe-xml.ts";

/** Placeholders whose text is furniture, not content: slide numbers, dates, and the slide image on a notes page. */
const SLIDE_SKIP = new Set(["sldNum", "dt"]);
const NOTES_SKIP = new Set(["sldNum", "dt", "sldImg", "hdr", "ftr"]);

function child(node: XmlNode, local: string): XmlNode | undefined {
  return childrenOf(node).find((c) => localName(tagOf(c)) === local);
}

function placeholderType(shape: XmlNode): string | null {
  const nv = childrenOf(shape).find((c) => localName(tagOf(c)).startsWith("nv"));
  const nvPr = nv && child(nv, "nvPr");
  const ph = nvPr && child(nvPr, "ph");
  if (!ph) return null;
  return ph[":@"]?.type ?? "body";
}

/** A paragraph's runs in order; `<a:br/>` is a line break ("General" / "Meeting" must not run together). */
function paragraphText(p: XmlNode): string {
  let text = "";
  for (const part of childrenOf(p)) {
    const tag = localName(tagOf(part));
    if (tag === "br") text += "\n";
    else if (tag === "r" || (tag === "fld" && part[":@"]?.type?.toLowerCase() !== "slidenum")) {
      const t = child(part, "t");
      if (t) text += childrenOf(t).map(textOf).join("");
    }
  }
  return text;
}

function cellText(cell: XmlNode): string {
  const body = child(cell, "txBody");
  return body ? childrenOf(body).filter((c) => localName(tagOf(c)) === "p").map(paragraphText).join(" ").replace(/\s+/g, " ").trim() : "";
}

function collect(nodes: XmlNode[], skip: Set<string>, out: string[]): void {
  for (const node of nodes) {
    const tag = localName(tagOf(node));
    if (tag === "sp") {
      const type = placeholderType(node);
      if (type && skip.has(type)) continue;
      collect(childrenOf(node), skip, out);
    } else if (tag === "txBody") {
      out.push(...childrenOf(node).filter((c) => localName(tagOf(c)) === "p").map(paragraphText));
    } else if (tag === "tbl") {
      for (const row of childrenOf(node).filter((c) => localName(tagOf(c)) === "tr")) {
        out.push(childrenOf(row).filter((c) => localName(tagOf(c)) === "tc").map(cellText).join("\t"));
      }
    } else if (tag === "AlternateContent") {
      // Choice and Fallback hold the same content twice; the first is enough.
      const first = childrenOf(node)[0];
      if (first) collect(childrenOf(first), skip, out);
    } else {
      collect(childrenOf(node), skip, out);
    }
  }
}

function partText(xml: string, skip: Set<string>): { text: string; root: XmlNode | undefined } {
  const nodes = parseXmlOrdered(xml);
  const root = nodes.find((n) => !tagOf(n).startsWith("?"));
  const lines: string[] = [];
  if (root) collect(childrenOf(root), skip, lines);
  return { text: lines.map((l) => l.trim()).filter((l) => l !== "").join("\n"), root };
}

/** A slide's text in shape order, tables as tab-separated rows, and whether the slide is hidden (`show="0"`). */
export function slideText(xml: string): { text: string; hidden: boolean } {
  const { text, root } = partText(xml, SLIDE_SKIP);
  const show = root?.[":@"]?.show;
  return { text, hidden: show === "0" || show === "false" };
}

/** The speaker notes on a notes page, without its slide-number and slide-image placeholders. */
export function notesText(xml: string): string {
  return partText(xml, NOTES_SKIP).text;
}
