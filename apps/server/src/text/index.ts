/**
 * Folio's text toolkit: the one place words, sentences and languages are read, for the ten
 * languages (en, zh, ja, es, de, fr, ko, pt, ar, it). Ingestion, retrieval, the answer library and
 * summaries all call it through this index (lint enforces it), and it imports nothing else of the
 * server, so every library agrees on what a word, a stem or a sentence is.
 *
 *   const lang = normalizeLang(document.language) ?? detectLanguage(text);
 *   const terms = tokenize(text, lang);                     // index terms: folded, stemmed
 *   const words = segmentWords(text, lang);                 // the same words, not stemmed
 *   const sentences = splitSentences(pageText, "prose");    // whole sentences, verbatim spans
 */
export { LANGS, NO_SPACE_SCRIPT, chineseOrJapanese, detectLanguage, normalizeLang, type Lang } from "./languages.ts";
export { contentWords, isStopword, segmentWords, stemAll, stemWord, terms, tokenize, type TermOptions } from "./tokenize.ts";
export { stopwords } from "./stopwords.ts";
export { foldAccents } from "./fold.ts";
export { countWords } from "./word-count.ts";
export { splitSentences, type Sentence } from "./sentences.ts";
export { splitParagraphSentences, type ParagraphSentence } from "./paragraph-sentences.ts";
export { columnHeader, tableRow } from "./table-rows.ts";
export type { Layout } from "./reflow.ts";
