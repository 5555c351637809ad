import type { Lang } from "../../text/index.ts";

const TESSERACT_CODES: Record<Lang, string> = { en: "eng", zh: "chi_sim", ja: "jpn", es: "spa", de: "deu", fr: "fra", ko: "kor", pt: "por", ar: "ara", it: "ita" };

/** The tesseract model for a language the text toolkit detected (all ten are installed). */
export function tesseractCodeFor(language: Lang | null): string | null {
  return language ? TESSERACT_CODES[language] : null;
}
