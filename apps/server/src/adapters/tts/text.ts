/** Text clean-up before speech: engines read markup characters aloud or stumble on them. */

// Control characters, and markdown markers that a script writer (an LLM) may leave in.
const NOISE = /[\p{Cc}*_#`~|<>[\]{}\\^]+/gu;

export function cleanForSpeech(text: string): string {
  return text.replace(NOISE, " ").replace(/\s+/g, " ").trim();
}

/** True when the text has something to say (a letter or a digit), not only punctuation. */
export function hasSpeech(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

const ASCII_PUNCTUATION: Record<string, string> = {
  "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'",
  "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u00ab": '"', "\u00bb": '"',
  "\u2013": ", ", "\u2014": ", ", "\u2026": "...", "\u00a0": " ", "\u2022": ", ",
  "%": " percent", "&": " and ", "\u20ac": " euros", "\u00a3": " pounds",
};

/**
 * festival and flite read 8-bit text and only know English letters: accents are dropped
 * (café → cafe), typographic punctuation becomes ASCII and anything else is removed rather
 * than spelled out as garbage.
 */
export function toSpeakableAscii(text: string): string {
  const mapped = [...cleanForSpeech(text)].map((ch) => ASCII_PUNCTUATION[ch] ?? ch).join("");
  return mapped
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
