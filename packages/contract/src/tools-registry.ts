import { z } from "zod";
import { CHAT_LANGUAGES } from "./locator.ts";

/**
 * The one registry of the free tools (spec point 2, issue 23 point 1). The index page, the tool
 * routes, `GET /api/tools`, `POST /api/tools/{slug}`, the sitemap and the navigation are all
 * derived from TOOLS: adding a tool is one entry here and one implementation (a text function in
 * @folio/text-tools, a PDF engine or a prompt on the server).
 */

/**
 * How a tool runs: `text` is deterministic and exact (the same function in the browser and on the
 * server), `pdf` takes uploaded PDFs and answers a file, `generative` needs a generative model.
 */
export const TOOL_KINDS = ["text", "pdf", "generative"] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** Index groups, in the order the index shows them. */
export const TOOL_CATEGORIES = ["Writing", "Rewriting", "Research", "Social", "Text", "Fancy text", "PDF", "Code"] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Input limits, checked by the server and shown by the pages before sending. */
export const TOOL_LIMITS = {
  /** Text tools' input (characters). */
  textChars: 100_000,
  /** A text tool's output (characters): the repeater and the glitch generator stop below it. */
  outputChars: 200_000,
  /** A generative tool's prompt or source text (characters). */
  generativeChars: 10_000,
  /** Files of one PDF tool call. */
  pdfFiles: 20,
  /** The anonymous per-address limit: tool calls a minute (contract "Free tools"). */
  anonymousCallsPerMinute: 100,
} as const;

// ---- Options of the deterministic tools ----

export const CASES = ["upper", "lower", "title", "sentence", "alternating"] as const;
export const CaseConverterOptions = z.object({ case: z.enum(CASES).default("upper") });
export type CaseConverterOptions = z.infer<typeof CaseConverterOptions>;

/** How a list is read: one item a line, or items separated by commas. */
export const LIST_SPLITS = ["line", "comma"] as const;

export const AlphabetizerOptions = z.object({
  order: z.enum(["asc", "desc"]).default("asc"),
  dedupe: z.boolean().default(false),
  case_insensitive: z.boolean().default(true),
  split: z.enum(LIST_SPLITS).default("line"),
  /** A BCP 47 tag for Intl.Collator (e.g. "de", "sv", "zh-u-co-pinyin"); the runtime's default when absent. */
  locale: z.string().trim().min(2).max(35).regex(/^[A-Za-z0-9-]+$/, "must be a language tag like de or zh-u-co-pinyin").optional(),
});
export type AlphabetizerOptions = z.infer<typeof AlphabetizerOptions>;

export const ListRandomizerOptions = z.object({ split: z.enum(LIST_SPLITS).default("line") });
export type ListRandomizerOptions = z.infer<typeof ListRandomizerOptions>;

export const REPEAT_SEPARATORS = ["newline", "space", "none", "comma"] as const;
export const TextRepeaterOptions = z.object({
  count: z.number().int().min(1).max(10_000).default(10),
  separator: z.enum(REPEAT_SEPARATORS).default("newline"),
});
export type TextRepeaterOptions = z.infer<typeof TextRepeaterOptions>;

export const REVERSE_MODES = ["characters", "words", "lines"] as const;
export const ReverseTextOptions = z.object({ by: z.enum(REVERSE_MODES).default("characters") });
export type ReverseTextOptions = z.infer<typeof ReverseTextOptions>;

export const CounterOptions = z.object({
  /** Reading speed for the reading time; 238 words a minute is the adult silent-reading average (Brysbaert 2019). */
  words_per_minute: z.number().int().min(50).max(1000).default(238),
});
export type CounterOptions = z.infer<typeof CounterOptions>;

/** The Unicode "font" styles; each fancy-text page offers all and starts on its own. */
export const FONT_STYLES = [
  "bold", "italic", "bold-italic", "script", "bold-script", "fraktur", "bold-fraktur", "double-struck",
  "monospace", "sans", "sans-bold", "small-caps", "superscript", "subscript", "bubble", "squares",
  "upside-down", "wide", "strikethrough", "underline", "glitch",
] as const;
export type FontStyle = (typeof FONT_STYLES)[number];
export const FancyTextOptions = z.object({
  /** One style; absent: the page's own style, or on the general pages every style, one a line ("Style: text"). */
  style: z.enum(FONT_STYLES).optional(),
  /** Combining marks per letter for the glitch style (bounded so the output stays small). */
  intensity: z.number().int().min(1).max(10).default(3),
});
export type FancyTextOptions = z.infer<typeof FancyTextOptions>;

export const AcronymOptions = z.object({
  /** Skip function words (of, and, the, ...) as the usual acronym rules do. */
  skip_small_words: z.boolean().default(true),
  /** Dots after each letter (N.A.S.A.). */
  dots: z.boolean().default(false),
});
export type AcronymOptions = z.infer<typeof AcronymOptions>;

export const HashtagOptions = z.object({
  style: z.enum(["camel", "lower"]).default("camel"),
  /** One hashtag a line (each line a phrase) or one per word. */
  from: z.enum(["lines", "words"]).default("words"),
  max: z.number().int().min(1).max(100).default(30),
});
export type HashtagOptions = z.infer<typeof HashtagOptions>;

export const HtmlEditorOptions = z.object({});

// ---- Options of the PDF tools ----

export const PdfMergeOptions = z.object({});
export const PdfSplitOptions = z.object({
  /** `ranges`: one PDF per range ("1-3,5-6"); `every-page`: one PDF per page; `size`: parts under max_mb. */
  mode: z.enum(["ranges", "every-page", "size"]).default("ranges"),
  ranges: z.string().trim().max(1000).regex(/^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/, "must be page ranges like 1-3,5-6").optional(),
  max_mb: z.number().min(0.1).max(100).optional(),
});
export type PdfSplitOptions = z.infer<typeof PdfSplitOptions>;
export const OcrOptions = z.object({ language: z.enum(CHAT_LANGUAGES).optional() });
export type OcrOptions = z.infer<typeof OcrOptions>;

// ---- Options of the generative tools ----

export const TONES = ["neutral", "formal", "casual", "friendly", "persuasive", "academic", "funny"] as const;
export const GenerativeOptions = z.object({
  tone: z.enum(TONES).optional(),
  length: z.enum(["short", "medium", "long"]).default("medium"),
  language: z.enum(CHAT_LANGUAGES).optional(),
});
export type GenerativeOptions = z.infer<typeof GenerativeOptions>;

export interface ToolEntry {
  slug: string;
  name: string;
  /** `/tools/<slug>`. */
  path: string;
  category: ToolCategory;
  kind: ToolKind;
  needs_model: boolean;
  /** One line for the index, the page's meta description and search engines. */
  description: string;
  /** What `options` accepts (JSON body, or the multipart `options` field as JSON). */
  options: z.ZodType;
  /**
   * The API the page calls when not `POST /api/tools/{slug}`: the literature review writer is its
   * own feature (`POST /api/literature-reviews`).
   */
  api?: "literature-reviews";
}

type Draft = Omit<ToolEntry, "path" | "needs_model" | "options"> & { options?: z.ZodType };

const font = (slug: string, name: string, description: string): Draft => ({
  slug, name, category: "Fancy text", kind: "text", description, options: FancyTextOptions,
});
const writer = (slug: string, name: string, category: ToolCategory, description: string): Draft => ({
  slug, name, category, kind: "generative", description,
});

const DRAFTS: Draft[] = [
  // Writing (generative)
  writer("essay-maker", "Essay Maker", "Writing", "Write a structured essay on your topic with an introduction, body paragraphs and a conclusion."),
  writer("thesis-statement-generator", "Thesis Statement Generator", "Writing", "Turn a topic and a position into a clear, arguable thesis statement."),
  writer("paragraph-generator", "Paragraph Generator", "Writing", "Write a focused paragraph on any topic in the tone you choose."),
  writer("text-generator", "Text Generator", "Writing", "Generate text from a short prompt: descriptions, explanations, drafts."),
  writer("story-generator", "Story Generator", "Writing", "Write a short story from a premise, characters or a first line."),
  writer("poem-generator", "Poem Generator", "Writing", "Write a poem on any theme, in free verse or rhyme."),
  writer("lyrics-generator", "Lyrics Generator", "Writing", "Write song lyrics with verses and a chorus from a theme or mood."),
  writer("rap-generator", "Rap Generator", "Writing", "Write rap verses with rhythm and rhyme from a topic."),
  writer("book-title-generator", "Book Title Generator", "Writing", "Suggest titles for a book from its premise or genre."),
  writer("conclusion-generator", "Conclusion Generator", "Writing", "Write a conclusion that sums up your essay or paper and closes it well."),
  writer("email-writer", "Email Writer", "Writing", "Draft a clear email from a few notes about what you need to say."),
  writer("podcast-script-generator", "Podcast Script Generator", "Writing", "Write a podcast script with an intro, segments and an outro from a topic."),
  writer("product-description-generator", "Product Description Generator", "Writing", "Write a product description that says what it is, who it is for and why it helps."),
  // Rewriting (generative)
  writer("ai-humanizer", "AI Humanizer", "Rewriting", "Rewrite stiff, machine-sounding text so it reads naturally."),
  writer("sentence-rewriter", "Sentence Rewriter", "Rewriting", "Rewrite a sentence in different words while keeping its meaning."),
  writer("paraphrasing-tool", "Paraphrasing Tool", "Rewriting", "Paraphrase a passage in your own words, keeping the meaning and facts."),
  writer("rewording-tool", "Rewording Tool", "Rewriting", "Reword text to vary the vocabulary and sentence structure."),
  // Research
  {
    ...writer("literature-review-writer", "Literature Review Writer", "Research", "Write a literature review from your documents, with every citation checked against its source."),
    api: "literature-reviews",
  },
  writer("source-tool", "Source Tool", "Research", "Find and format sources for a claim or topic, with the citation for each."),
  writer("abstract-generator", "Abstract Generator", "Research", "Write an abstract that states the aim, method, results and conclusion of a paper."),
  writer("ai-content-detector", "AI Content Detector", "Research", "Estimate whether a text was written by an AI model, with the method and its measured accuracy."),
  // Social
  writer("instagram-caption-generator", "Instagram Caption Generator", "Social", "Write Instagram captions for a photo or post from a short description."),
  writer("instagram-name-generator", "Instagram Name Generator", "Social", "Suggest Instagram usernames from your name, interests or brand."),
  {
    slug: "hashtag-generator", name: "Hashtag Generator", category: "Social", kind: "text", options: HashtagOptions,
    description: "Turn words or phrases into hashtags: accents kept, punctuation dropped, duplicates removed.",
  },
  // Text (deterministic)
  {
    slug: "word-counter", name: "Word Counter", category: "Text", kind: "text", options: CounterOptions,
    description: "Count words, characters, sentences and paragraphs and see the reading time, for any language.",
  },
  {
    slug: "character-counter", name: "Character Counter", category: "Text", kind: "text", options: CounterOptions,
    description: "Count characters with and without spaces, as a reader sees them (emoji and accents count once).",
  },
  {
    slug: "sentence-counter", name: "Sentence Counter", category: "Text", kind: "text", options: CounterOptions,
    description: "Count sentences and paragraphs in any language, with words and reading time.",
  },
  {
    slug: "case-converter", name: "Case Converter", category: "Text", kind: "text", options: CaseConverterOptions,
    description: "Convert text to UPPER, lower, Title, Sentence or aLtErNaTiNg case.",
  },
  {
    slug: "alphabetizer", name: "Alphabetizer", category: "Text", kind: "text", options: AlphabetizerOptions,
    description: "Sort a list alphabetically by the rules of your language, A-Z or Z-A, with duplicates removed if you like.",
  },
  {
    slug: "list-randomizer", name: "List Randomizer", category: "Text", kind: "text", options: ListRandomizerOptions,
    description: "Shuffle a list into a fair random order using your browser's secure random numbers.",
  },
  {
    slug: "text-repeater", name: "Text Repeater", category: "Text", kind: "text", options: TextRepeaterOptions,
    description: "Repeat a text as many times as you need, on new lines, with spaces or joined.",
  },
  {
    slug: "reverse-text-generator", name: "Reverse Text Generator", category: "Text", kind: "text", options: ReverseTextOptions,
    description: "Reverse text by characters, words or lines; emoji and accented letters stay whole.",
  },
  {
    slug: "acronym-generator", name: "Acronym Generator", category: "Text", kind: "text", options: AcronymOptions,
    description: "Make an acronym from the first letters of a phrase's words.",
  },
  // Fancy text (deterministic Unicode styles)
  font("fancy-text-generator", "Fancy Text Generator", "Turn text into bold, italic, script, gothic, bubble and more Unicode styles to copy and paste."),
  font("aesthetic-text-generator", "Aesthetic Text Generator", "Write in wide ａｅｓｔｈｅｔｉｃ letters and other styles to copy and paste."),
  font("discord-text-generator", "Discord Text Generator", "Fancy Unicode letters that work in Discord names and messages."),
  font("gothic-text-generator", "Gothic Text Generator", "Write in 𝔊𝔬𝔱𝔥𝔦𝔠 (Fraktur) letters to copy and paste."),
  font("small-text-generator", "Small Text Generator", "Write in Sᴍᴀʟʟ ᴄᴀᴘꜱ, superscript or subscript letters."),
  font("stylish-text-generator", "Stylish Text Generator", "Stylish Unicode letters for bios, names and posts."),
  font("weird-text-generator", "Weird Text Generator", "Upside-down, bubble, squared and other weird Unicode letters."),
  font("glitch-text-generator", "Glitch Text Generator", "Add Zalgo-style glitch marks to text, with a bounded intensity."),
  font("big-text-generator", "Big Text Generator", "Big, bold and wide Unicode letters that stand out."),
  font("cursive-text-generator", "Cursive Text Generator", "Write in 𝓬𝓾𝓻𝓼𝓲𝓿𝓮 script letters to copy and paste."),
  font("bold-text-generator", "Bold Text Generator", "Write in 𝐛𝐨𝐥𝐝 Unicode letters that stay bold where you paste them."),
  font("italic-text-generator", "Italic Text Generator", "Write in 𝑖𝑡𝑎𝑙𝑖𝑐 Unicode letters that stay italic where you paste them."),
  font("small-caps-generator", "Small Caps Generator", "Convert text to Sᴍᴀʟʟ ᴄᴀᴘɪᴛᴀʟꜱ."),
  font("superscript-generator", "Superscript Generator", "Write in ˢᵘᵖᵉʳˢᶜʳⁱᵖᵗ letters and digits."),
  font("bubble-text-generator", "Bubble Text Generator", "Write in ⓑⓤⓑⓑⓛⓔ letters."),
  font("upside-down-text-generator", "Upside Down Text Generator", "Flip text upside down (ʇxǝʇ uʍop ǝpᴉsdn)."),
  font("wide-text-generator", "Wide Text Generator", "Write in ｆｕｌｌｗｉｄｔｈ letters."),
  // PDF
  {
    slug: "pdf-merge", name: "PDF Merge", category: "PDF", kind: "pdf", options: PdfMergeOptions,
    description: "Combine several PDFs into one, in the order you choose.",
  },
  {
    slug: "pdf-split", name: "PDF Split", category: "PDF", kind: "pdf", options: PdfSplitOptions,
    description: "Split a PDF by page ranges, into single pages, or into parts under a size.",
  },
  {
    slug: "ocr", name: "OCR PDF", category: "PDF", kind: "pdf", options: OcrOptions,
    description: "Make a scanned PDF searchable and get its text, in ten languages.",
  },
  // Code
  {
    slug: "html-editor", name: "HTML Editor", category: "Code", kind: "text", options: HtmlEditorOptions,
    description: "Write HTML and see it live in a sandboxed preview, then copy or download it.",
  },
];

export const TOOLS: readonly ToolEntry[] = DRAFTS.map((d) => ({
  ...d,
  path: `/tools/${d.slug}`,
  needs_model: d.kind === "generative",
  options: d.options ?? GenerativeOptions,
}));

const BY_SLUG = new Map(TOOLS.map((t) => [t.slug, t]));

export function findTool(slug: string): ToolEntry | undefined {
  return BY_SLUG.get(slug);
}

/** The index of the free tools (not itself a tool). */
export const TOOLS_INDEX_PATH = "/other-tools";

/** One tool as `GET /api/tools` lists it. */
export const ToolListItem = z.object({
  slug: z.string(),
  name: z.string(),
  path: z.string(),
  category: z.enum(TOOL_CATEGORIES),
  needs_model: z.boolean(),
  kind: z.enum(TOOL_KINDS),
  description: z.string(),
});
export type ToolListItem = z.infer<typeof ToolListItem>;

export function toolListItem(t: ToolEntry): ToolListItem {
  return { slug: t.slug, name: t.name, path: t.path, category: t.category, needs_model: t.needs_model, kind: t.kind, description: t.description };
}
