import { formatNumber } from "@folio/contract";

/**
 * A count with its noun in the right number: "1 document", "16 documents", "1 entry" / "2 entries".
 * The plural is the noun plus "s" unless given; counts get thousands separators ("1,200 pages").
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
