const STOP = new Set(
  "about above after again against also among because been before being below between both could does doing down during each from further have having here however into itself just more most other over same should some such than that their them then there these they this those through under until very were what when where which while will with within would your using used based paper study studies results show shows shown data also page figure table into than only upon onto across whose whom first second third well many much even thus hence therefore found find finds between article section authors author approach method methods research".split(
    " ",
  ),
);

/** Lower-case content words of a text (four letters or more, not common words). */
export function termsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}-]{3,}/gu) ?? []).filter((w) => !STOP.has(w));
}

/** The most frequent content words of a text, most frequent first. */
export function topTerms(text: string, count: number): string[] {
  const freq = new Map<string, number>();
  for (const t of termsOf(text)) freq.set(t, (freq.get(t) ?? 0) + 1);
  return [...freq.entries()]
    .filter(([, f]) => f >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([t]) => t);
}
