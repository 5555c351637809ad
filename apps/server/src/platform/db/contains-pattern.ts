/**
 * An `ilike` pattern matching text that contains `term` as typed: the pattern characters `%` and
 * `_` (and the escape `\`) in the term are escaped, so "50%" finds "50%" and not "500".
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
