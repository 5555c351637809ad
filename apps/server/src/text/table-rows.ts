/** A cell that is a figure: 1,234  (56.7)  -12%  $ 3.4  —  (a lone dash is a zero in financial tables). */
const FIGURE = /^\(?[-−]?[$€£¥]?\s?\(?[-−]?\d[\d,.]*\)?%?\)?$|^[—–-]$/u;
const CURRENCY = /^[$€£¥]$/u;
const TRAILING_CURRENCY = /(?<=\d)\s+[$€£¥]$/u;
const YEAR = /^(?:FY\s?)?(?:19|20)\d{2}$/iu;
const LETTER = /\p{L}/u;

/**
 * The cells of a line: tab-separated when it has tabs, else its words, with lone currency signs
 * dropped, also those extraction glued to the figure before ("6,747 $" from "$ 6,747  $ 6,379").
 */
export function cellsOf(line: string): string[] {
  const raw = line.includes("\t") ? line.split("\t") : line.trim().split(/\s+/u);
  return raw.map((c) => c.trim().replace(TRAILING_CURRENCY, "")).filter((c) => c !== "" && !CURRENCY.test(c));
}

/**
 * A table row as text extraction leaves it: a label, then at least two figures (the figures of a
 * year's column in a financial statement, the counts of a state in a statistics table).
 */
export function tableRow(line: string): { label: string; figures: string[] } | null {
  if (line.includes("\t")) {
    const cells = cellsOf(line);
    const figures = cells.filter((c) => FIGURE.test(c) && !YEAR.test(c));
    const label = cells.filter((c) => !FIGURE.test(c)).join(" ");
    return figures.length >= 2 && LETTER.test(label) ? { label, figures: cells.slice(cells.findIndex((c) => FIGURE.test(c))) } : null;
  }
  const words = cellsOf(line);
  let first = words.length;
  while (first > 0 && FIGURE.test(words[first - 1] ?? "")) first--;
  const figures = words.slice(first);
  const label = words.slice(0, first).join(" ");
  // Figures in a table do not end on a comma: "Thursday, August 6, 2020" is a date, not a row.
  if (figures.filter((f) => /\d/u.test(f)).length < 2 || !LETTER.test(label) || figures.every((f) => YEAR.test(f)) || figures.some((f) => f.endsWith(","))) return null;
  return { label, figures };
}

/** A line that heads columns: several tab-separated labels, or several years ("2022 2021 2020"). */
export function columnHeader(line: string): string[] | null {
  if (tableRow(line)) return null;
  const cells = cellsOf(line);
  // Tab-separated labels, or years: a line of bare figures (a subtotal) heads nothing.
  if (line.includes("\t") && cells.length >= 3 && cells.some((c) => LETTER.test(c) || YEAR.test(c))) return cells;
  const years = cells.filter((c) => YEAR.test(c));
  return years.length >= 2 ? years : null;
}
