/** How many leading records to consider when looking for the real header row. */
const HEADER_SEARCH = 10;

const filled = (record: string[]) => record.filter((f) => f.trim() !== "").length;

/**
 * Index of the header record. Spreadsheet exports often put a title, a unit line and a blank
 * line above the real header; the header is the first record that fills most of the table's
 * usual width (the commonest field count among the first records).
 */
export function findHeaderRecord(records: string[][]): number {
  const widths = new Map<number, number>();
  for (const record of records.slice(0, 200)) {
    const n = filled(record);
    if (n > 0) widths.set(n, (widths.get(n) ?? 0) + 1);
  }
  const usual = [...widths.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 1;
  const needed = usual <= 1 ? 1 : Math.max(2, Math.ceil(usual * 0.6));
  const found = records.slice(0, HEADER_SEARCH).findIndex((record) => filled(record) >= needed);
  return found < 0 ? 0 : found;
}
