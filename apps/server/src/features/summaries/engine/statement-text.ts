// Reference markers of the source ("[12]", "[3, 4]", "[5–7]") would read as Folio's own [n] markers.
const SOURCE_MARKER = /\s?[[［]\d{1,4}(?:\s*[,，、–-]\s*\d{1,4})*[\]］]/gu;
const CJK_GAP = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}、。，！？「」（）]) (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。，！？「」（）])/gu;

/** What the reader sees of a quote: the source's own reference markers dropped, wrapped CJK lines rejoined. */
export function statementText(quote: string): string {
  return quote.replace(SOURCE_MARKER, "").replace(CJK_GAP, "").trim();
}
