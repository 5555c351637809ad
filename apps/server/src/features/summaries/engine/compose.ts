import { verifyQuote } from "../../../retrieval/index.ts";
import { NO_SPACE_SCRIPT } from "../../../text/index.ts";
import type { Ranked } from "./rank.ts";
import { statementText } from "./statement-text.ts";
import type { SourceUnit, SummaryCitation, SummaryFormat, SummaryLength, SummaryResult, SummarySection, SummaryStatement } from "./types.ts";

/** A section before numbering: its heading and its statements in reading order. */
export interface DraftSection {
  heading: string | null;
  picks: Ranked[];
}

const LINE_START_MARKUP = /^(?=[#>*+-]|\d+[.)]\s)/u;

const endsNoSpace = (s: string) => NO_SPACE_SCRIPT.test(s.slice(-1));
const marker = (text: string, n: number) => `${text}${endsNoSpace(text) ? "" : " "}[${n}]`;

/**
 * Numbers the statements [1]…[n] in the order they are read, checks each quote against its unit's
 * text and writes the Markdown: `## heading`, then flowing paragraphs or `- ` bullets.
 */
export function composeResult(opts: {
  units: SourceUnit[];
  drafts: DraftSection[];
  title: string | null;
  format: SummaryFormat;
  length: SummaryLength;
  bullets: boolean;
}): SummaryResult {
  const verify = quoteVerifier(opts.units);
  const citations: SummaryCitation[] = [];
  const sections: SummarySection[] = [];
  const blocks: string[] = [];
  for (const draft of opts.drafts) {
    if (draft.picks.length === 0) continue;
    const statements: SummaryStatement[] = [];
    const lines: string[] = [];
    for (const pick of draft.picks) {
      const unit = opts.units[pick.candidate.unitIndex];
      if (!unit) continue;
      const quote = pick.candidate.sentence.quote;
      const cited = { unit: unit.unit, kind: unit.kind, label: unit.label, quote };
      const n = citations.length + 1;
      citations.push({ n, ...cited, verified: verify(pick.candidate.unitIndex, quote) });
      const text = statementText(quote);
      statements.push({ text, citations: [cited] });
      lines.push(marker(text.replace(/\[(?=\d)/gu, "\\["), n));
    }
    sections.push({ heading: draft.heading, statements });
    const body = opts.bullets ? lines.map((l) => `- ${l}`).join("\n") : joinParagraph(lines);
    blocks.push(draft.heading ? `## ${draft.heading}\n\n${body}` : body);
  }
  return { title: opts.title, format: opts.format, length: opts.length, sections, markdown: blocks.join("\n\n"), citations };
}

function joinParagraph(lines: string[]): string {
  let out = "";
  for (const line of lines) out += out === "" ? line.replace(LINE_START_MARKUP, "\\") : endsNoSpace(out) || NO_SPACE_SCRIPT.test(line[0] ?? "") ? line : ` ${line}`;
  return out;
}

/** Checks each quote against its unit's text with retrieval's verifyQuote, the check chat citations pass too. */
function quoteVerifier(units: SourceUnit[]): (unitIndex: number, quote: string) => boolean {
  return (unitIndex, quote) => verifyQuote(units[unitIndex]?.text ?? "", quote).status !== "dropped";
}
