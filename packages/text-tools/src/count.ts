import { CJK_CHAR, LETTER_OR_DIGIT, SOUTHEAST_ASIAN, graphemes } from "./segments.ts";

export interface TextStats {
  words: number;
  /** Characters as a reader sees them (grapheme clusters), spaces included, line breaks not. */
  characters: number;
  characters_no_spaces: number;
  sentences: number;
  paragraphs: number;
  /** Whole seconds, rounded up; 0 for an empty text. */
  reading_time_s: number;
}

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: "word" });
const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: "sentence" });

/**
 * Words as a reader counts them:
 * - in spaced scripts (Latin, Cyrillic, Greek, Arabic, Hebrew, Korean, ...) a word is a run between
 *   spaces that holds a letter or a digit, so "don't", "e-mail" and "3.14" are one word each and a
 *   lone "-" or "&" is none;
 * - each Chinese character and each Japanese kana or kanji counts as one word, as Microsoft Word and
 *   Chinese character counts (字数) do: a reader of these scripts counts characters, not ICU's words;
 * - Thai, Lao, Khmer and Myanmar are split into words by ICU's dictionary (Intl.Segmenter).
 */
export function countWords(text: string): number {
  let n = 0;
  for (const token of text.split(/\s+/u)) {
    if (!LETTER_OR_DIGIT.test(token)) continue;
    if (!CJK_CHAR.test(token) && !SOUTHEAST_ASIAN.test(token)) {
      n++;
      continue;
    }
    n += countUnspacedToken(token);
  }
  return n;
}

function countUnspacedToken(token: string): number {
  let n = 0;
  // A run of other letters between CJK characters ("iPhone手机") is one word.
  let inRun = false;
  for (const { segment, isWordLike } of wordSegmenter.segment(token)) {
    if (CJK_CHAR.test(segment)) {
      for (const ch of segment) if (CJK_CHAR.test(ch)) n++;
      inRun = false;
    } else if (SOUTHEAST_ASIAN.test(segment)) {
      if (isWordLike) n++;
      inRun = false;
    } else if (LETTER_OR_DIGIT.test(segment)) {
      if (!inRun) n++;
      inRun = true;
    } else if (/\p{P}/u.test(segment) && !/^['’.-]$/u.test(segment)) {
      inRun = false;
    }
  }
  return n;
}

/**
 * ICU ends a sentence after "Dr." or "J." before a capital; a reader does not. A sentence that ends in
 * one of these abbreviations or in a single capital initial is joined with the next.
 */
const ABBREVIATION_END = /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|Mt|Gen|Col|Capt|Lt|Sgt|Rev|Hon|vs|etc|approx|No|Fig|Vol|Inc|Ltd|Co|Corp|[A-Z])\.\s*$/u;

export function countSentences(text: string): number {
  let n = 0;
  let carry = false;
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const hasContent = LETTER_OR_DIGIT.test(segment);
    if (hasContent && !carry) n++;
    carry = hasContent && ABBREVIATION_END.test(segment) && !/\n\s*$/u.test(segment);
  }
  return n;
}

/** A paragraph is a line with text in it, as in a word processor (every Enter starts one). */
export function countParagraphs(text: string): number {
  return text.split(/\r\n|\r|\n|\u2029/u).filter((line) => /\S/u.test(line)).length;
}

export function countText(text: string, wordsPerMinute = 238): TextStats {
  const chars = graphemes(text.replace(/\r\n|\r|\n|\u2029|\u2028/gu, ""));
  const spaces = chars.filter((c) => /^\s+$/u.test(c)).length;
  const words = countWords(text);
  return {
    words,
    characters: chars.length,
    characters_no_spaces: chars.length - spaces,
    sentences: countSentences(text),
    paragraphs: countParagraphs(text),
    reading_time_s: Math.ceil((words / wordsPerMinute) * 60),
  };
}

export function formatReadingTime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}

/** The counters' answer as text (the API's `output`): one figure a line. */
export function formatStats(stats: TextStats): string {
  return [
    `Words: ${stats.words}`,
    `Characters: ${stats.characters}`,
    `Characters without spaces: ${stats.characters_no_spaces}`,
    `Sentences: ${stats.sentences}`,
    `Paragraphs: ${stats.paragraphs}`,
    `Reading time: ${formatReadingTime(stats.reading_time_s)}`,
  ].join("\n");
}
