import { citedNumbers, compactNumbering } from "../../../answering/index.ts";
import { countSummaryWords, countWords, type StatementCitation, type SummaryCitation, type SummaryResult, type SummaryStatement } from "../engine/index.ts";

/** A statement with the marker numbers it carries, so it can be written back with them. */
interface Numbered {
  statement: SummaryStatement;
  markers: number[];
}

const sameCitation = (a: StatementCitation, b: SummaryCitation) => a.unit === b.unit && a.quote === b.quote;

/**
 * Brings a model's summary within its LENGTH's word limit (counted as countSummaryWords counts: headings
 * and statements, no markers). A model is asked for fewer words but may write more; the limit is the
 * product's promise, so whole sentences are dropped until it holds: from the longest section first (it
 * can spare most), its uncited statements first (they have no support), then its longest. A section's
 * last statement and its last cited statement are never dropped, so every part the model covered keeps
 * a verified source; when only those are left the summary stays as it is. The Markdown is written again
 * from the sections and markers are renumbered 1..k in order of first use, unused citations left out.
 */
export function trimToWordLimit(summary: SummaryResult, limit: number): SummaryResult {
  if (countSummaryWords(summary) <= limit) return summary;
  const sections = summary.sections.map((s) => ({
    heading: s.heading,
    statements: s.statements.map((st): Numbered => ({ statement: st, markers: markersOf(st, summary.citations) })),
  }));
  let words = countSummaryWords(summary);
  while (words > limit) {
    const bySize = [...sections].sort((a, b) => sectionWords(b) - sectionWords(a));
    const from = bySize.find((s) => droppable(s.statements).length > 0);
    if (!from) break;
    const victim = pickVictim(droppable(from.statements));
    from.statements.splice(from.statements.indexOf(victim), 1);
    words -= countWords(victim.statement.text);
  }
  const blocks = sections.map((s) => {
    const lines = s.statements.map((st) => `${st.statement.text}${st.markers.map((n) => ` [${n}]`).join("")}`);
    const body = summary.format === "BULLET" ? lines.map((l) => `- ${l}`).join("\n") : lines.join(" ");
    return s.heading ? `## ${s.heading}\n\n${body}` : body;
  });
  const used = new Set(citedNumbers(blocks.join("\n\n")));
  const { text, citations } = compactNumbering(
    blocks.join("\n\n"),
    summary.citations.filter((c) => used.has(c.n)),
  );
  return { ...summary, sections: sections.map((s) => ({ heading: s.heading, statements: s.statements.map((st) => st.statement) })), markdown: text, citations };
}

function markersOf(statement: SummaryStatement, citations: SummaryCitation[]): number[] {
  return statement.citations.map((c) => citations.find((sc) => sameCitation(c, sc))?.n).filter((n): n is number => n !== undefined);
}

function sectionWords(section: { heading: string | null; statements: Numbered[] }): number {
  return countWords(section.heading ?? "") + section.statements.reduce((n, st) => n + countWords(st.statement.text), 0);
}

/** Statements that may go: never a section's only one, never its last cited one. */
function droppable(statements: Numbered[]): Numbered[] {
  if (statements.length <= 1) return [];
  const cited = statements.filter((st) => st.markers.length > 0);
  return statements.filter((st) => st.markers.length === 0 || cited.length > 1);
}

/** Uncited statements first; then the longest (fewest sentences lost for the words), the later on a tie. */
function pickVictim(candidates: Numbered[]): Numbered {
  const uncited = candidates.filter((st) => st.markers.length === 0);
  const pool = uncited.length > 0 ? uncited : candidates;
  return pool.reduce((best, st) => (countWords(st.statement.text) >= countWords(best.statement.text) ? st : best));
}
