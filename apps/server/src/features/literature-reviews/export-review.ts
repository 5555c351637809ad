import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import type { LiteratureReview, ReviewCitation } from "@folio/contract";
import { renderSummaryPdf, type PdfCitation, type PdfSummary } from "../../adapters/pdf/index.ts";
import { toBibtex } from "./references.ts";

const allCitations = (review: LiteratureReview): ReviewCitation[] => {
  const byN = new Map<number, ReviewCitation>();
  for (const s of review.sections) for (const c of s.citations) byN.set(c.n, c);
  return [...byN.values()].sort((a, b) => a.n - b.n);
};
const titleOf = (review: LiteratureReview, docId: string) => review.references.find((r) => r.doc_id === docId)?.title ?? docId;
const citationLine = (review: LiteratureReview, c: ReviewCitation) => `[${c.n}] ${titleOf(review, c.doc_id)}, ${c.locator.label}: “${c.quote}”`;

/** The review as Markdown: sections, then its sources' quotes, then the references. */
export function reviewMarkdown(review: LiteratureReview): string {
  return [
    `# Literature review: ${review.topic}`,
    ...review.sections.map((s) => `## ${s.heading}\n\n${s.text}`),
    `## Quoted passages\n\n${allCitations(review)
      .map((c) => `${citationLine(review, c)}`)
      .join("\n\n")}`,
    `## References\n\n${review.references.map((r) => r.formatted).join("\n\n")}`,
  ].join("\n\n") + "\n";
}

export const reviewBibtex = (review: LiteratureReview): string => toBibtex(review.references);

const plain = (line: string) =>
  line
    .replace(/^#+\s*/, "")
    .replace(/^-\s+/, "• ")
    .replace(/\*\*/g, "")
    .replace(/\s*\[\d+\]/g, "")
    .trim();
const markersOf = (line: string) => [...line.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
const tableLine = (line: string) => line.startsWith("|");

/** The review typeset by the summaries' PDF renderer: each line a statement with its cited quotes as notes. */
export async function reviewPdf(review: LiteratureReview): Promise<Uint8Array> {
  const cites = allCitations(review);
  const citations: PdfCitation[] = cites.map((c) => ({ n: c.n, unit: c.n, kind: "chapter", label: `${titleOf(review, c.doc_id)}, ${c.locator.label}`, quote: c.quote, verified: c.verified }));
  const quoteOf = new Map(cites.map((c) => [c.n, c.quote]));
  const statementsOf = (text: string) =>
    text
      .split("\n")
      .filter((l) => l.trim() && !/^\|\s*-/.test(l))
      .map((l) => ({
        text: tableLine(l) ? plain(l.split("|").slice(1, -1).map((c) => c.trim()).join(" — ")) : plain(l),
        citations: markersOf(l).flatMap((n) => (quoteOf.has(n) ? [{ unit: n, quote: quoteOf.get(n)! }] : [])),
      }));
  const summary: PdfSummary = {
    format: "PAPER",
    sections: [
      ...review.sections.map((s) => ({ heading: s.heading, statements: statementsOf(s.text) })),
      { heading: "References", statements: review.references.map((r) => ({ text: r.formatted, citations: [] })) },
    ],
    citations,
  };
  return renderSummaryPdf({ title: `Literature review: ${review.topic}`, source: `${review.references.length} sources`, date: new Date(review.date_time), language: review.language, summary });
}

function runs(line: string): TextRun[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith("**") ? new TextRun({ text: part.slice(2, -2), bold: true }) : new TextRun(part)));
}

function tableOf(lines: string[]): Table {
  const rows = lines.filter((l) => !/^\|\s*-/.test(l)).map((l) => l.split("|").slice(1, -1).map((c) => c.trim()));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map((cells, i) => new TableRow({ tableHeader: i === 0, children: cells.map((c) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: c, bold: i === 0 })] })] })) })),
  });
}

/** The review as a Word document: headings, paragraphs, bullets, the comparison table, quotes and references. */
export async function reviewDocx(review: LiteratureReview): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [new Paragraph({ text: `Literature review: ${review.topic}`, heading: HeadingLevel.TITLE })];
  for (const s of review.sections) {
    children.push(new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }));
    const lines = s.text.split("\n");
    const table = lines.filter(tableLine);
    if (table.length > 0) children.push(tableOf(table));
    for (const l of lines.filter((x) => x.trim() && !tableLine(x))) {
      if (l.startsWith("### ")) children.push(new Paragraph({ text: l.slice(4), heading: HeadingLevel.HEADING_2 }));
      else if (l.startsWith("- ")) children.push(new Paragraph({ children: runs(l.slice(2)), bullet: { level: 0 } }));
      else children.push(new Paragraph({ children: runs(l), alignment: AlignmentType.LEFT }));
    }
  }
  children.push(new Paragraph({ text: "Quoted passages", heading: HeadingLevel.HEADING_1 }));
  for (const c of allCitations(review)) children.push(new Paragraph({ text: citationLine(review, c) }));
  children.push(new Paragraph({ text: "References", heading: HeadingLevel.HEADING_1 }));
  for (const r of review.references) children.push(new Paragraph({ text: r.formatted }));
  const buffer = await Packer.toBuffer(new Document({ title: `Literature review: ${review.topic}`, sections: [{ children }] }));
  return new Uint8Array(buffer);
}
