import { decodeEntities } from "./html-entities.ts";

/** Elements that end a line of text. */
const BLOCK = new Set([
  "p", "div", "section", "article", "aside", "header", "footer", "nav", "main", "blockquote", "pre", "figure", "figcaption",
  "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "caption",
  "hr", "br", "address", "details", "summary", "body", "html", "hgroup",
]);
/** Elements whose content is never text. */
const SKIP = new Set(["script", "style", "head", "svg", "math", "noscript", "template", "object", "iframe"]);
const CELL = new Set(["td", "th"]);

export interface HtmlText {
  text: string;
  /** The `<title>` element's text. */
  title: string | null;
  /** The first h1-h3 heading's text. */
  heading: string | null;
}

const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|[^<]+|</g;

const collapse = (s: string) => s.replace(/[ \t\r\n\f]+/g, " ");

/**
 * Text of an (X)HTML chapter: a tolerant tokenizer, not a DOM, so malformed markup and HTML
 * entities do not stop it. Blocks become lines, table cells are tab-separated, scripts, styles
 * and the head are dropped.
 */
export function htmlToText(html: string): HtmlText {
  const lines: string[] = [];
  let line = "";
  let skipDepth = 0;
  let skipTag = "";
  let preDepth = 0;
  let title: string | null = null;
  let inTitle = false;
  let heading: string | null = null;
  let headingBuffer: string | null = null;
  const endLine = () => {
    lines.push(line.trim());
    line = "";
  };

  for (const m of html.matchAll(TOKEN)) {
    const [token, cdata, closing, rawTag] = m;
    const tag = rawTag?.toLowerCase().replace(/^.*:/, "");
    if (tag) {
      if (tag === "title") inTitle = !closing && !m[5];
      if (skipDepth > 0) {
        if (tag === skipTag) skipDepth += closing ? -1 : m[5] ? 0 : 1;
        continue;
      }
      if (SKIP.has(tag) && !closing && !m[5]) {
        skipTag = tag;
        skipDepth = 1;
        continue;
      }
      if (/^h[1-3]$/.test(tag) && heading === null) {
        if (!closing) headingBuffer = "";
        else if (headingBuffer !== null) {
          heading = collapse(headingBuffer).trim() || null;
          headingBuffer = null;
        }
      }
      if (tag === "pre") preDepth += closing ? -1 : 1;
      if (CELL.has(tag) && closing) line += "\t";
      else if (BLOCK.has(tag)) endLine();
      continue;
    }
    if (token.startsWith("<!--") || token.startsWith("<?") || (token.startsWith("<!") && cdata === undefined)) continue;
    if (skipDepth > 0 && !inTitle) continue;
    const text = decodeEntities(cdata ?? token);
    if (inTitle) {
      title = ((title ?? "") + collapse(text)).trim() || null;
      continue;
    }
    if (headingBuffer !== null) headingBuffer += text;
    if (preDepth > 0) {
      const parts = text.split("\n");
      parts.forEach((part, i) => {
        if (i > 0) endLine();
        line += part;
      });
    } else {
      line += collapse(text);
    }
  }
  endLine();
  const text = lines
    .map((l) => l.replace(/\t+$/, "").replace(/ *\t */g, "\t"))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { text, title, heading };
}
