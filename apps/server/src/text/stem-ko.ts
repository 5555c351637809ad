/**
 * Korean writes particles (josa) and the copula onto the noun ("서울에서", "도서관은"); the ICU word
 * segmenter keeps them attached, so "서울" would never meet "서울에서". The longest known particle is
 * removed, keeping at least one syllable. Verb morphology is left alone: it needs a dictionary.
 */
const PARTICLES = [
  "으로부터", "에서부터", "이라고", "에서는", "에게서", "으로는", "으로서", "으로써", "이지만", "입니다", "이라는",
  "에서", "에게", "한테", "으로", "까지", "부터", "처럼", "보다", "하고", "이나", "이랑", "에는", "과는", "와는", "이다", "라는", "들이", "들은", "들을", "들의",
  "은", "는", "이", "가", "을", "를", "의", "에", "와", "과", "도", "로", "만", "들",
].sort((a, b) => b.length - a.length);

export function stripKoreanParticle(word: string): string {
  for (const p of PARTICLES) {
    if (word.length > p.length && word.endsWith(p)) return word.slice(0, -p.length);
  }
  return word;
}
