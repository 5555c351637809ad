import type { SourceUnit } from "../types.ts";

/**
 * A generated book for coverage tests and the benchmark: chapters about invented harbour towns, each
 * with its own trade, told in a refrain shared by every chapter, ordinary narrative sentences, a few
 * sentences about that town, and one distinctive fact (a year, a count, a name) that a summary
 * covering the chapter should carry.
 * Deterministic: the same arguments give the same book.
 */
export interface GeneratedBook {
  chapters: SourceUnit[];
  /** One per chapter, in order: the words of its distinctive fact. */
  facts: string[];
}

const SYLLABLES = ["var", "nol", "tem", "bri", "sko", "lun", "dar", "fen", "hal", "mor", "quil", "ros", "tav", "wen", "yor", "zel", "cas", "pel", "dun", "gri"];
const GOODS = ["salt", "amber", "timber", "wool", "copper", "herring", "linen", "tin", "honey", "tar", "glass", "pepper", "silver", "hemp", "wine", "iron", "flax", "cod", "rope", "oil"];
const TRADES = ["weavers", "coopers", "smiths", "carpenters", "dyers", "masons", "brewers", "tanners", "potters", "chandlers"];

// Sentences every chapter shares: the refrain a summary should not repeat.
const COMMON = [
  "The morning was cold and the streets were quiet when the travellers arrived.",
  "After resting for a day, they walked along the river and spoke with the people they met.",
  "In the evening the travellers wrote down what they had learned and planned the next part of the journey.",
  "Nobody in the company expected the journey to be easy, and nobody complained.",
];
// Pieces of ordinary narrative sentences, combined at random so that few sentences repeat.
const SUBJECTS = ["An old fisherman", "The innkeeper", "A young clerk", "The miller's widow", "A travelling priest", "Two sailors", "The schoolmaster", "A carter from the hills"];
const VERBS = ["told them about", "complained bitterly about", "laughed at", "remembered", "asked them about", "warned them about", "described"];
const OBJECTS = ["the long winter", "the price of bread", "the new road to the capital", "a storm that sank three boats", "the quarrel between two guilds", "the fair held every autumn", "the bridge that collapsed", "the soldiers who passed through"];
const ENDINGS = ["while the rain fell", "over a jug of beer", "before the market opened", "on the way to the harbour", "late into the night", "as the bells rang"];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function townName(i: number): string {
  const a = SYLLABLES[i % SYLLABLES.length] ?? "var";
  const b = SYLLABLES[(i * 7 + 3) % SYLLABLES.length] ?? "nol";
  const c = i >= SYLLABLES.length ? (SYLLABLES[(i * 3 + 11) % SYLLABLES.length] ?? "") : "";
  const name = `${a}${b}${c}holm`;
  return name[0]?.toUpperCase() + name.slice(1);
}

const FIRST_NAMES = ["Osric", "Maren", "Tobias", "Ilse", "Anselm", "Greta", "Bertil", "Sanna", "Evert", "Liv"];

/** A harbour master's name no other chapter uses: a first name and an invented surname. */
function personName(i: number): string {
  const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? "Osric";
  const surname = `${SYLLABLES[(i * 11 + 2) % SYLLABLES.length]}${SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length]}ström`;
  return `${first} ${surname[0]?.toUpperCase()}${surname.slice(1)}`;
}

/** `chapters` chapters of about `sentencesPerChapter` sentences each. */
export function generateBook(chapters: number, sentencesPerChapter = 18, seed = 7): GeneratedBook {
  const random = rng(seed);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const units: SourceUnit[] = [];
  const facts: string[] = [];
  for (let i = 0; i < chapters; i++) {
    const town = townName(i);
    const good = GOODS[i % GOODS.length] ?? "salt";
    const trade = TRADES[i % TRADES.length] ?? "weavers";
    const year = 1700 + ((i * 37) % 180);
    const ships = 40 + ((i * 53) % 400);
    const master = personName(i);
    const fact = `In ${year} the harbour master of ${town}, ${master}, counted ${ships} ships loaded with ${good}.`;
    facts.push(`${master} counted ${ships} ships of ${good} at ${town} in ${year}`);
    const own = [
      `${town} is a harbour town whose fortune has always depended on ${good}.`,
      `The ${trade} of ${town} work from dawn until late at night.`,
      `Merchants in ${town} argue about the price of ${good} in every tavern.`,
      `Children in ${town} learn the trade of the ${trade} before they learn to read.`,
      `The old quarter of ${town} is full of warehouses that smell of ${good}.`,
    ];
    const body: string[] = [];
    const factAt = 3 + Math.floor(random() * Math.max(1, sentencesPerChapter - 6));
    for (let s = 0; body.length < sentencesPerChapter; s++) {
      if (body.length === factAt) body.push(fact);
      else if (s % 3 === 0 && s / 3 < own.length) body.push(own[s / 3] ?? "");
      else if (s % 5 === 1) body.push(pick(COMMON));
      else body.push(`${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(ENDINGS)}.`);
    }
    const paragraphs: string[] = [];
    for (let p = 0; p < body.length; p += 4) paragraphs.push(body.slice(p, p + 4).join(" "));
    const title = `Chapter ${i + 1}: ${town}`;
    units.push({ unit: i + 1, kind: "chapter", label: title, text: `${title}\n\n${paragraphs.join("\n\n")}` });
  }
  return { chapters: units, facts };
}

/** The same book laid out on pages of about `wordsPerPage` words, as a PDF's units would be. */
export function paginate(book: GeneratedBook, pages: number): SourceUnit[] {
  const words = book.chapters.map((c) => c.text).join("\n\n").split(/(?<=\s)/u);
  const perPage = Math.ceil(words.length / pages);
  const units: SourceUnit[] = [];
  for (let p = 0; p < pages; p++) {
    const text = words.slice(p * perPage, (p + 1) * perPage).join("");
    units.push({ unit: p + 1, kind: "page", label: `Page ${p + 1}`, text });
  }
  return units;
}
