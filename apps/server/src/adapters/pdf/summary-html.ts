import { fontStacks, PDF_LABELS, pdfLanguage } from "./labels.ts";
import type { PdfCitation, SummaryPdfInput } from "./types.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// Long quotes are shortened in the notes: the note points to the place, the unit holds the rest.
const NOTE_QUOTE_MAX = 240;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function shorten(quote: string): string {
  if (quote.length <= NOTE_QUOTE_MAX) return quote;
  const cut = quote.slice(0, NOTE_QUOTE_MAX);
  const space = cut.lastIndexOf(" ");
  return `${(space > NOTE_QUOTE_MAX * 0.6 && !CJK.test(cut) ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The printable summary: title, source and date, the sections (paragraphs, or bullets for a BULLET
 * summary) with superscript [n] references, then the numbered notes "[n] Page 12: “quote”". `lang`
 * and `dir` follow the language, so Chromium shapes Arabic right to left, picks the right CJK glyphs
 * and breaks CJK lines between characters.
 */
export function summaryHtml(input: SummaryPdfInput): string {
  const lang = pdfLanguage(input.language);
  const labels = PDF_LABELS[lang];
  const dir = lang === "ar" ? "rtl" : "ltr";
  const fonts = fontStacks(lang);
  const date = new Intl.DateTimeFormat(labels.tag, { dateStyle: "long", timeZone: "UTC" }).format(input.date);
  // A statement's sources are found among the numbered citations by unit and quote; unverified ones are not shown.
  const shown = input.summary.citations.filter((c) => c.verified);
  const numberOf = (c: { unit: number; quote: string }) => shown.find((s) => s.unit === c.unit && s.quote === c.quote)?.n;
  const sections = input.summary.sections
    .map((section) => {
      const items = section.statements.map((st) => {
        const refs = [...new Set(st.citations.map(numberOf).filter((n) => n !== undefined))];
        return `${escapeHtml(st.text)}${refs.map((n) => `<sup class="ref"><a href="#note-${n}">[${n}]</a></sup>`).join("")}`;
      });
      const body = input.summary.format === "BULLET" ? `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>` : `<p>${items.join(CJK.test(items.join("")) ? "" : " ")}</p>`;
      return `<section>${section.heading ? `<h2>${escapeHtml(section.heading)}</h2>` : ""}${body}</section>`;
    })
    .join("\n");
  const notes = shown
    .map((c) => `<li id="note-${c.n}"><span class="n">[${c.n}]</span> <span class="where">${escapeHtml(where(c, lang))}</span>${labels.colon}${labels.quote[0]}${escapeHtml(shorten(c.quote))}${labels.quote[1]}</li>`)
    .join("\n");
  return `<!doctype html>
<html lang="${labels.tag}" dir="${dir}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(input.title)}</title>
<style>
  @page { size: A4; margin: 22mm 20mm 24mm 20mm; }
  html { font-family: ${fonts.body}; font-size: 10.5pt; line-height: ${lang === "zh" || lang === "ja" || lang === "ko" ? 1.8 : 1.55}; color: #1a1a1a; }
  body { margin: 0; }
  h1, h2, .meta, .notes { font-family: ${fonts.heading}; }
  h1 { font-size: 20pt; line-height: 1.25; margin: 0 0 4pt; font-weight: 700; }
  .meta { font-size: 9pt; color: #555; margin: 0 0 18pt; padding-bottom: 8pt; border-bottom: 0.6pt solid #bbb; }
  .meta span + span::before { content: "  ·  "; color: #999; }
  h2 { font-size: 12.5pt; margin: 14pt 0 4pt; font-weight: 600; break-after: avoid; }
  p { margin: 0 0 8pt; text-align: justify; hyphens: auto; orphans: 2; widows: 2; }
  ul { margin: 0 0 8pt; padding-inline-start: 16pt; }
  li { margin: 0 0 4pt; }
  sup.ref { font-size: 7pt; line-height: 0; margin-inline-start: 1pt; }
  sup.ref a { color: #2f5d9b; text-decoration: none; }
  .notes { margin-top: 22pt; padding-top: 8pt; border-top: 0.6pt solid #bbb; font-size: 8.5pt; color: #333; }
  .notes h2 { font-size: 10pt; margin: 0 0 6pt; }
  .notes ol { list-style: none; margin: 0; padding: 0; }
  .notes li { margin: 0 0 3pt; break-inside: avoid; }
  .notes .n { color: #2f5d9b; }
  .notes .where { font-weight: 600; }
</style>
</head>
<body>
<header>
<h1>${escapeHtml(input.title)}</h1>
<p class="meta"><span>${labels.source}${labels.colon}${escapeHtml(input.source)}</span><span>${labels.date}${labels.colon}${escapeHtml(date)}</span></p>
</header>
<main>
${sections}
</main>
${notes ? `<footer class="notes"><h2>${labels.notes}</h2><ol>\n${notes}\n</ol></footer>` : ""}
</body>
</html>`;
}

// A label that only numbers its unit ("Section 4") is said in the PDF's language; others carry titles or ranges.
const GENERIC_LABEL = /^\p{L}+\s+\d+$/u;

/** Where a quote is: "Page 12" in the PDF's language for pages, slides and bare section numbers; other labels as they are. */
function where(c: PdfCitation, lang: ReturnType<typeof pdfLanguage>): string {
  if (c.kind === "page") return PDF_LABELS[lang].page(c.unit);
  if (c.kind === "slide") return PDF_LABELS[lang].slide(c.unit);
  if (c.kind === "section" && GENERIC_LABEL.test(c.label)) return PDF_LABELS[lang].section(c.unit);
  return c.label;
}
