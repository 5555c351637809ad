/**
 * What a question asks, apart from how it asks it. Questions written for analysts and benchmarks
 * wrap their ask in instructions ("Give a response by relying on the details shown in the cash
 * flow statement.", "Round your answer to two decimal places.") whose words match every page of a
 * report; the part of them that matters is where to look. So instruction sentences and lead-in
 * clauses are dropped from the ask, and the statements or sections they name become `hints`,
 * searched with less weight (and meeting page headings in the title field). English cue phrases:
 * a question in another language passes through unchanged.
 */
export interface AnalyzedQuestion {
  /** The question without its instructions, fiscal years normalised ("FY2019" -> "2019"). */
  ask: string;
  /** Heading words of the statements or sections the question names as where to look. */
  hints: string[];
  /** The line items a financial metric the question names is computed from ("quick ratio" -> current assets ...). */
  lineItems: string[];
}

/** Statement names as questions write them, and the words their headings use. */
const STATEMENTS: { pattern: RegExp; heading: string }[] = [
  { pattern: /\b(?:cash[- ]flows? statements?|statements? of cash[- ]flows?)\b/gi, heading: "statements of cash flows" },
  { pattern: /\b(?:balance sheets?|statements? of financial (?:position|condition))\b/gi, heading: "balance sheets statements of financial position" },
  {
    pattern: /\b(?:income statements?|p\s?&\s?l(?: statements?)?|profit (?:and|&) loss(?: statements?)?|statements? of (?:income|operations|earnings)|operating statements?)\b/gi,
    heading: "statements of income operations earnings",
  },
  { pattern: /\bstatements? of comprehensive income\b/gi, heading: "statements of comprehensive income" },
  { pattern: /\b(?:statements? of (?:changes in )?(?:stockholders|shareholders)['’]? equity|equity statements?)\b/gi, heading: "statements of stockholders shareholders equity" },
  { pattern: /\bnotes to (?:the )?(?:consolidated )?financial statements\b/gi, heading: "notes to consolidated financial statements" },
  { pattern: /\b(?:md\s?&\s?a|management['’]s discussion and analysis)\b/gi, heading: "management's discussion and analysis" },
];

/**
 * Financial metrics and abbreviations as questions name them, and the line items statements print
 * for them: "capital expenditure" is "purchases of property and equipment" in one filing and
 * "capital investments" in another; a ratio is found where its inputs are.
 */
const LINE_ITEMS: { pattern: RegExp; items: string }[] = [
  { pattern: /\bquick ratio\b/i, items: "cash and cash equivalents short-term investments accounts receivable total current liabilities" },
  { pattern: /\b(?:current ratio|working capital)\b/i, items: "total current assets total current liabilities" },
  { pattern: /\b(?:capital expenditures?|capex)\b/i, items: "capital expenditures investments purchases of property and equipment" },
  { pattern: /\bfree cash flows?\b/i, items: "net cash provided by operating activities purchases of property and equipment capital expenditures" },
  { pattern: /\b(?:share|stock) (?:repurchases?|buybacks?)|buybacks?\b/i, items: "repurchases of common stock" },
  { pattern: /\bdividends?\b/i, items: "cash dividends paid" },
  { pattern: /\bcogs\b|\bcost of goods sold\b/i, items: "cost of sales cost of revenues" },
  { pattern: /\bgross (?:margin|profit)\b/i, items: "gross profit cost of sales revenues" },
  { pattern: /\bebitda\b/i, items: "operating income depreciation and amortization" },
  { pattern: /\bd\s?&\s?a\b/i, items: "depreciation and amortization" },
  { pattern: /\beps\b/i, items: "earnings per share diluted basic" },
  { pattern: /\bpp\s?&\s?e\b|\bppne\b|\bfixed assets?\b/i, items: "property plant and equipment net" },
  { pattern: /\binventory turnover\b|\bdays inventory\b/i, items: "cost of sales inventories" },
  { pattern: /\b(?:dso|days sales outstanding|receivables? turnover)\b/i, items: "accounts receivable revenues" },
  { pattern: /\b(?:dpo|days payables? outstanding|payables? turnover)\b/i, items: "accounts payable cost of sales" },
  { pattern: /\b(?:roa|return on (?:total )?assets)\b/i, items: "net income total assets" },
  { pattern: /\b(?:roe|return on (?:shareholders['’]? |stockholders['’]? )?equity)\b/i, items: "net income total shareholders equity" },
  { pattern: /\b(?:debt[- ]to[- ]equity|leverage ratio)\b/i, items: "long-term debt total shareholders equity" },
  { pattern: /\binterest coverage\b/i, items: "operating income interest expense" },
  { pattern: /\boperating (?:margin|profit margin)\b/i, items: "operating income revenues" },
  { pattern: /\bnet (?:profit )?margin\b/i, items: "net income revenues" },
  { pattern: /\beffective tax rate\b/i, items: "provision for income taxes income before income taxes" },
  { pattern: /\bsg\s?&\s?a\b/i, items: "selling general and administrative" },
  { pattern: /\br\s?&\s?d\b/i, items: "research and development" },
  { pattern: /\basset turnover\b/i, items: "total revenues total assets" },
];

/** A sentence that is only about how to answer: its words are not the ask. */
const INSTRUCTION_SENTENCE = new RegExp(
  [
    String.raw`^(?:please\s+)?(?:give|provide|respond|answer|compute|calculate|address|round|base|use|using|utili[sz]e|rely|relying|assume|assuming|take|taking|draw|drawing|refer|consider|show|express|report|state|keep|limit|think|imagine|pretend|act|help|basing)\b`,
    String.raw`^(?:we|you|i)\s+(?:need|want|would like|are|will|must|should)\b`,
    String.raw`^(?:based|according|relying|focusing|looking)\s+(?:on|to|at)\b`,
    String.raw`^here(?:'|’)?s\s+the\s+question\b`,
    String.raw`^(?:the\s+)?(?:answer|response)\s+(?:should|must|in)\b`,
  ].join("|"),
  "i",
);

/** A lead-in clause before the ask ("Using the cash flow statement, what ...?"). */
const LEAD_IN = /^(?:please\s+)?(?:(?:by\s+)?(?:\p{L}+ing\b(?:\s+(?:on|at|to|into|from|primarily|only|mainly))*|based on|according to|with reference to|on the basis of|in|from|per)\b[^,:?]{0,160}?\b(?:statements?|sheets?|report|filing|10-k|10-q|notes?|tables?|section|information|details|data|items)\b[^,:?]{0,80}[,:])\s*/iu;

/** Fiscal-year spellings reduced to the year the tables print: FY2019, FY 2019, FY'19, FY19. */
function normalizeFiscalYears(text: string): string {
  return text.replace(/\bFY\s?['’]?(\d{4}|\d{2})\b/gi, (_m, y: string) => (y.length === 2 ? `20${y}` : y));
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+(?=[A-Z"“([])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A numbered part of the document ("Table 3", "Note 7", "Item 1A", "Section 4.2"): its caption or heading is where to look. */
const NUMBERED_PART = /\b(?:table|figure|fig\.|exhibit|note|item|section|chapter|appendix|schedule|part)\s+[0-9ivx]+[a-z]?(?:\.[0-9]+)*\b/gi;

function collectHints(text: string, hints: Set<string>): string {
  for (const part of text.match(NUMBERED_PART) ?? []) hints.add(part);
  let out = text;
  for (const { pattern, heading } of STATEMENTS) {
    out = out.replace(pattern, () => {
      hints.add(heading);
      return " ";
    });
  }
  return out;
}

export function analyzeQuestion(question: string): AnalyzedQuestion {
  const hints = new Set<string>();
  const kept: string[] = [];
  for (const sentence of sentences(normalizeFiscalYears(question))) {
    const lead = LEAD_IN.exec(sentence);
    if (lead) collectHints(lead[0], hints);
    const rest = lead ? sentence.slice(lead[0].length) : sentence;
    if (INSTRUCTION_SENTENCE.test(rest)) {
      // An instruction that carries the ask after a colon ("Here's the question: what is ...?") keeps that part.
      const colon = rest.search(/:\s*(?:what|how|which|who|when|where|why|is|are|does|do|did|was|were)\b/i);
      collectHints(colon >= 0 ? rest.slice(0, colon) : rest, hints);
      if (colon >= 0) kept.push(collectHints(rest.slice(colon + 1), hints));
      continue;
    }
    kept.push(collectHints(rest, hints));
  }
  const ask = kept.join(" ").replace(/\s+/g, " ").trim() || question;
  // A question made only of instructions keeps its own words: better than searching for nothing.
  // Metrics count wherever they are named: "Calculate the inventory turnover ratio." is an instruction that says what to find.
  return { ask, hints: [...hints], lineItems: LINE_ITEMS.filter((m) => m.pattern.test(question)).map((m) => m.items) };
}
