/**
 * A number as `toLocaleString("en-US")` writes it ("12,000", "0.125"), or with exactly
 * `fractionDigits` digits after the point ("1,234.50"), without Intl. The first Intl formatter a
 * page creates loads ICU's locale data: 20-30 ms of the main thread on a desktop, four times that on
 * Lighthouse's mobile CPU, in whichever task happens to format first (docs/decisions/0048).
 */
export function formatNumber(n: number, fractionDigits?: number): string {
  if (!Number.isFinite(n)) return n.toLocaleString("en-US");
  // en-US shows at most three fraction digits by default, without trailing zeros.
  const fixed = Math.abs(n).toFixed(fractionDigits ?? 3);
  const [whole = "", fraction = ""] = fixed.split(".");
  const shown = fractionDigits === undefined ? fraction.replace(/0+$/, "") : fraction;
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${shown ? `.${shown}` : ""}`;
}
