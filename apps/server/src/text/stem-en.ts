/**
 * The Porter stemmer (M. F. Porter, 1980), the one Lucene's English analyzer and the published
 * BM25 baselines on BEIR use, so lexical scores are comparable with them. Works on lower-case
 * ASCII words; anything else is returned unchanged.
 */

const STEP2: Record<string, string> = {
  ational: "ate", tional: "tion", enci: "ence", anci: "ance", izer: "ize", bli: "ble", alli: "al",
  entli: "ent", eli: "e", ousli: "ous", ization: "ize", ation: "ate", ator: "ate", alism: "al",
  iveness: "ive", fulness: "ful", ousness: "ous", aliti: "al", iviti: "ive", biliti: "ble", logi: "log",
};
const STEP3: Record<string, string> = { icate: "ic", ative: "", alize: "al", iciti: "ic", ical: "ic", ful: "", ness: "" };

const c = "[^aeiou]";
const v = "[aeiouy]";
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;
const MGR0 = new RegExp(`^(${C})?${V}${C}`); // measure > 0
const MEQ1 = new RegExp(`^(${C})?${V}${C}(${V})?$`); // measure = 1
const MGR1 = new RegExp(`^(${C})?${V}${C}${V}${C}`); // measure > 1
const S_V = new RegExp(`^(${C})?${v}`); // stem holds a vowel
const CVC = new RegExp(`^${C}${v}[^aeiouwxy]$`);
const DOUBLE = /([^aeiouylsz])\1$/;
const STEP1A_SSES = /^(.+?)(ss|i)es$/;
const STEP1A_S = /^(.+?)([^s])s$/;
const STEP1B_EED = /^(.+?)eed$/;
const STEP1B_ED = /^(.+?)(ed|ing)$/;
const STEP1B_FIX = /(at|bl|iz)$/;
const STEP1C = /^(.+?)y$/;
const STEP2_RE = /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/;
const STEP3_RE = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
const STEP4_RE = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
const STEP4_ION = /^(.+?)(s|t)(ion)$/;
const STEP5_E = /^(.+?)e$/;
const ASCII_WORD = /^[a-z]+$/;

export function stemEnglish(word: string): string {
  if (word.length < 3 || !ASCII_WORD.test(word)) return word;
  const initialY = word[0] === "y";
  let w = initialY ? "Y" + word.slice(1) : word;
  let m: RegExpExecArray | null;

  if (STEP1A_SSES.test(w)) w = w.replace(STEP1A_SSES, "$1$2");
  else if (STEP1A_S.test(w)) w = w.replace(STEP1A_S, "$1$2");

  if ((m = STEP1B_EED.exec(w))) {
    if (MGR0.test(m[1] ?? "")) w = w.slice(0, -1);
  } else if ((m = STEP1B_ED.exec(w))) {
    const stem = m[1] ?? "";
    if (S_V.test(stem)) {
      w = stem;
      if (STEP1B_FIX.test(w)) w += "e";
      else if (DOUBLE.test(w)) w = w.slice(0, -1);
      else if (CVC.test(w)) w += "e";
    }
  }

  if ((m = STEP1C.exec(w)) && S_V.test(m[1] ?? "")) w = (m[1] ?? "") + "i";

  if ((m = STEP2_RE.exec(w)) && MGR0.test(m[1] ?? "")) w = (m[1] ?? "") + STEP2[m[2] ?? ""];
  if ((m = STEP3_RE.exec(w)) && MGR0.test(m[1] ?? "")) w = (m[1] ?? "") + STEP3[m[2] ?? ""];

  if ((m = STEP4_RE.exec(w))) {
    if (MGR1.test(m[1] ?? "")) w = m[1] ?? "";
  } else if ((m = STEP4_ION.exec(w))) {
    const stem = (m[1] ?? "") + (m[2] ?? "");
    if (MGR1.test(stem)) w = stem;
  }

  if ((m = STEP5_E.exec(w))) {
    const stem = m[1] ?? "";
    if (MGR1.test(stem) || (MEQ1.test(stem) && !CVC.test(stem))) w = stem;
  }
  if (w.endsWith("ll") && MGR1.test(w)) w = w.slice(0, -1);

  return initialY ? "y" + w.slice(1) : w;
}
