/**
 * Light stemmers for French, Spanish, Portuguese, Italian and German, in the spirit of Savoy's
 * "light" stemmers that Lucene ships: they remove inflection (plural, gender, common verb endings)
 * and a few derivational suffixes, and stop there, because aggressive stemming conflates unrelated
 * words more than it helps recall. They work on words whose accents are already folded; the same
 * function runs on the index and on the query, so what matters is that related forms meet.
 */

type Rule = readonly [suffix: string, minStem: number];

function rules(spec: string, minStem: number): Rule[] {
  return spec.split(" ").map((s) => [s, minStem] as const);
}

// Singular forms only (plurals are removed first, so "patients" and "patient" meet), longest
// first: the first rule that applies wins.
const FR: Rule[] = [
  ...rules("issement atrice ateur ement ation aient", 3),
  ...rules("ment ance ence isme iste able ible euse ite ive eux ee if", 3),
  ...rules("ent er ez ir", 3),
];
const ES: Rule[] = [
  ...rules("amiento imiento adora ancia logia", 3),
  ...rules("mente acion ucion idad ista able ible ando iendo aron ieron", 3),
  ...rules("ador aba ado ada ido ida iva ivo osa oso ar er ir", 3),
  ...rules("an en", 4),
];
const PT: Rule[] = [
  ...rules("amento imento", 3),
  ...rules("mente acao ucao idade ista ismo avel ivel ando endo indo", 3),
  ...rules("ado ada ido ida iva ivo osa oso ar er ir", 3),
  ...rules("am em", 4),
];
// Italian marks gender and number with the final vowel alone, so it goes first and the rules see
// the bare stem ("gratuite", "gratuita" -> "gratuit" -> "gratu").
const IT: Rule[] = [
  ...rules("ament iment azion abil ibil", 3),
  ...rules("ment ism ist and end", 3),
  ...rules("at it iv os ar er ir", 3),
  ...rules("an on", 4),
];

function stripRules(word: string, table: Rule[]): string {
  for (const [suffix, minStem] of table) {
    if (word.length - suffix.length >= minStem && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** Drop one final vowel (gender/number), keeping at least `min` letters. */
function dropFinalVowel(word: string, vowels: string, min: number): string {
  return word.length > min && vowels.includes(word[word.length - 1] ?? "") ? word.slice(0, -1) : word;
}

const CONSONANT_BEFORE_ES = /[^aeiou]es$/;

export function stemFrench(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (w.endsWith("eaux")) w = w.slice(0, -1);
  else if (w.length > 4 && w.endsWith("aux")) w = w.slice(0, -3) + "al"; // chevaux -> cheval
  else if (/[sx]$/.test(w)) w = w.slice(0, -1);
  return dropFinalVowel(stripRules(w, FR), "e", 3);
}

export function stemSpanish(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (w.length > 4 && CONSONANT_BEFORE_ES.test(w)) w = w.slice(0, -2); // naciones -> nacion
  else if (w.endsWith("s")) w = w.slice(0, -1);
  return dropFinalVowel(stripRules(w, ES), "aeo", 3);
}

export function stemPortuguese(word: string): string {
  if (word.length <= 3) return word;
  let w = word;
  if (/(oes|aes)$/.test(w)) w = w.slice(0, -3) + "ao"; // acoes -> acao
  else if (w.endsWith("ns")) w = w.slice(0, -2) + "m"; // homens -> homem
  else if (w.length > 4 && /[aeo]is$/.test(w)) w = w.slice(0, -2) + "l"; // animais -> animal
  else if (w.length > 4 && /[rz]es$/.test(w)) w = w.slice(0, -2); // mulheres -> mulher
  else if (w.endsWith("s")) w = w.slice(0, -1);
  return dropFinalVowel(stripRules(w, PT), "aeo", 3);
}

export function stemItalian(word: string): string {
  if (word.length <= 3) return word;
  // biblioteche/biblioteca, dialoghi/dialogo: the plural inserts an h to keep the hard sound.
  const w = word.replace(/([cg])h([ei])$/, "$1$2");
  return stripRules(dropFinalVowel(w, "aeio", 3), IT);
}

// Lucene's GermanLightStemmer (Savoy): two passes of inflectional endings.
const ST_ENDING = new Set("bdfghklmnt");

export function stemGerman(word: string): string {
  let w = word.replace(/ß/g, "ss");
  let n = w.length;
  if (n > 5 && w.endsWith("ern")) n -= 3;
  else if (n > 4 && /(em|en|er|es)$/.test(w)) n -= 2;
  else if (n > 3 && w.endsWith("e")) n -= 1;
  else if (n > 3 && w.endsWith("s") && ST_ENDING.has(w[n - 2] ?? "")) n -= 1;
  w = w.slice(0, n);
  if (n > 5 && w.endsWith("est")) n -= 3;
  else if (n > 4 && (/(er|en)$/.test(w) || (w.endsWith("st") && ST_ENDING.has(w[n - 3] ?? "")))) n -= 2;
  return w.slice(0, n);
}
