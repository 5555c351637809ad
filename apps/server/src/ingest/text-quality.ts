/**
 * Signs that a unit's text was not really read, checked on the raw extracted text (before
 * clean-up removes the evidence): the misreads the Documents issue lists were all reported
 * as successes elsewhere, so a unit showing them is failed, OCR'd or flagged instead.
 */
export type TextProblem = "binary" | "markup" | "garbled";

export interface TextVerdict {
  problem: TextProblem | null;
  /** Human words for the report, e.g. "text full of NUL bytes". */
  reason: string;
}

const OK: TextVerdict = { problem: null, reason: "" };
/** Fewer visible characters than this says nothing either way. */
const MIN_CHARS = 20;
const SAMPLE = 50_000;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

export function assessText(raw: string): TextVerdict {
  const text = raw.length > SAMPLE ? raw.slice(0, SAMPLE) : raw;
  const visible = text.length - count(text, /\s/g);
  if (visible < MIN_CHARS) return OK;

  // eslint-disable-next-line no-control-regex -- NULs and other controls are the evidence
  const nuls = count(text, /\u0000/g);
  if (nuls > visible * 0.05) return { problem: "binary", reason: "text full of NUL bytes (a UTF-16 file read as 8-bit text?)" };
  // eslint-disable-next-line no-control-regex -- stray C0/C1 controls mean bytes decoded as text
  const controls = count(text, /[\u0001-\u0008\u000e-\u001f\u007f-\u009f]/g);
  if (controls > visible * 0.05) return { problem: "binary", reason: "binary data instead of text" };

  const rtfWords = count(text, /\\[a-z]{2,}-?\d* ?/g);
  if (text.includes("{\\rtf") || rtfWords > 20 && rtfWords > visible / 40) return { problem: "markup", reason: "raw RTF markup instead of text" };
  const xmlTags = count(text, /<\/?[a-zA-Z]+:[a-zA-Z]+[\s>/]/g);
  if (xmlTags > 20 && xmlTags > visible / 60) return { problem: "markup", reason: "raw XML markup instead of text" };

  const replacement = count(text, /\ufffd/g);
  if (replacement > visible * 0.05) return { problem: "garbled", reason: "many characters could not be decoded" };
  const privateUse = count(text, /[\ue000-\uf8ff]/g);
  if (privateUse > visible * 0.2) return { problem: "garbled", reason: "characters without a Unicode meaning (a font without a character map)" };
  // UTF-8 read as Latin-1 turns every accented letter into two: "Ã©".
  const mojibake = count(text, /[\u00c2\u00c3][\u0080-\u00bf\u2018-\u201e\u2020-\u2122]/g);
  if (mojibake > 5 && mojibake > visible * 0.02) return { problem: "garbled", reason: "mis-decoded accents (UTF-8 read as Latin-1)" };
  const wordLike = count(text, /[\p{L}\p{N}\p{P}\p{Sc}]/gu);
  if (wordLike < visible * 0.6) return { problem: "garbled", reason: "symbols instead of words" };
  return OK;
}
