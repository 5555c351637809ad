/** The `@word` being typed at the caret, if any: where it starts and what follows the @. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/u.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** The text with the `@query` at `start` removed (the mention becomes a chip). */
export function removeMention(text: string, start: number, caret: number): string {
  return (text.slice(0, start) + text.slice(caret)).replace(/\s{2,}/g, " ");
}
