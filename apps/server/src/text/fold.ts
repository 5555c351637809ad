/**
 * Folds accents of Latin-script words (é → e, ü → u), so "resume" finds "résumé". Other scripts are
 * left alone: decomposing them would change letters (Japanese が would become か, Hangul syllables jamo).
 */
export function foldAccents(word: string): string {
  return /\p{Script=Latin}/u.test(word) ? word.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC") : word;
}
