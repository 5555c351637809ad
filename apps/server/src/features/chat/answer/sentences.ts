const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: "sentence" });
const MAX_SENTENCE = 400;

export interface Sentence {
  text: string;
  /** Offset of `text` in the string it was cut from: sentences are verbatim spans. */
  start: number;
}

/**
 * Splits text into verbatim sentences. Lines are split first, so slide bullets, CSV rows and
 * headings are sentences of their own; a line longer than 400 characters without a sentence end
 * is cut at the last space before the limit, so a quote never runs to a whole page.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let lineStart = 0;
  for (const line of text.split("\n")) {
    for (const s of sentenceSegmenter.segment(line)) {
      pushTrimmed(out, s.segment, lineStart + s.index);
    }
    lineStart += line.length + 1;
  }
  return out;
}

function pushTrimmed(out: Sentence[], raw: string, offset: number): void {
  let rest = raw;
  let at = offset;
  while (rest.length > MAX_SENTENCE) {
    const cut = rest.lastIndexOf(" ", MAX_SENTENCE);
    const end = cut > MAX_SENTENCE / 2 ? cut : MAX_SENTENCE;
    pushOne(out, rest.slice(0, end), at);
    rest = rest.slice(end);
    at += end;
  }
  pushOne(out, rest, at);
}

function pushOne(out: Sentence[], raw: string, offset: number): void {
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  if (/\p{L}|\p{N}/u.test(text)) out.push({ text, start: offset + lead });
}
