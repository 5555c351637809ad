import { createRequire } from "node:module";
import path from "node:path";
import kuromoji from "kuromoji";

type Tokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;

let tokenizer: Promise<Tokenizer> | undefined;

/** The IPADIC dictionary ships inside the kuromoji package: nothing is downloaded. Loaded once, on first Japanese text (~0.8 s, ~350 MB). */
function loadTokenizer(): Promise<Tokenizer> {
  tokenizer ??= new Promise<Tokenizer>((resolve, reject) => {
    const dicPath = path.join(path.dirname(createRequire(import.meta.url).resolve("kuromoji/package.json")), "dict");
    kuromoji.builder({ dicPath }).build((err, built) => (err ? reject(err) : resolve(built)));
  }).catch((err: unknown) => {
    tokenizer = undefined;
    throw err;
  });
  return tokenizer;
}

/**
 * espeak-ng's Japanese voice reads only kana: every kanji comes out as "Chinese letter". So
 * Japanese text is rewritten as its katakana pronunciation (は the particle becomes ワ, long vowels
 * ー), word by word; words the dictionary does not know (Latin names, digits) stay as written.
 */
export async function toKanaReading(text: string): Promise<string> {
  const tokens = (await loadTokenizer()).tokenize(text);
  return tokens
    .map((t) => (t.pronunciation && t.pronunciation !== "*" ? t.pronunciation : t.surface_form))
    .join(" ")
    .replace(/\s+([。、！？!?.,])/g, "$1");
}
