/**
 * Splits one speaker's turn into pieces of at most `maxChars`, at sentence ends when it can, then at
 * commas or spaces. Smaller pieces spread a long turn over both cores and stay far below a speech
 * provider's input limit (4,096 characters at OpenAI).
 */
export function splitForSpeech(text: string, maxChars = 600): string[] {
  // A sentence ends at . ! ? before a space (so "3.5" stays whole), or at CJK 。！？.
  const sentences = text.split(/(?<=[.!?]["'”’)\]]*\s)|(?<=[。！？])/u);
  const pieces: string[] = [];
  let current = "";
  for (const sentence of sentences.flatMap((s) => breakLong(s, maxChars))) {
    if (current && current.length + sentence.length > maxChars) {
      pieces.push(current.trim());
      current = "";
    }
    current += sentence;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces.filter(Boolean);
}

function breakLong(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    const cut = Math.max(window.lastIndexOf(", "), window.lastIndexOf("、"), window.lastIndexOf("，"), window.lastIndexOf(" "));
    // Text without spaces (Chinese, Japanese) is cut at the limit.
    const at = cut > maxChars / 3 ? cut + 1 : maxChars;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  return [...parts, rest];
}
