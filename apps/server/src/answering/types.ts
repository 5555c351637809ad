import type { ChatLanguage, CitationReference, Locator } from "@folio/contract";
import type { HostedLanguageModel } from "../adapters/llm/index.ts";

/** One retrieved passage, numbered [n] in the prompt and in the answer. */
export interface EvidencePassage {
  n: number;
  docId: string;
  docName: string;
  locator: Locator;
  /** The retrieved chunk: what the model reads. */
  text: string;
  /** The whole unit (page, slide…) the chunk comes from: what a quote is verified against. */
  unitText: string;
  /** The retrieval score, best first; used to leave out passages far below the best one. */
  score?: number;
  /** The document's reference (imported metadata), carried into its citations. */
  reference?: CitationReference;
}

/** The `data` of a `data-citation` part, as the contract names its fields. */
export interface Citation {
  n: number;
  doc_id: string;
  doc_name: string;
  locator: Locator;
  quote: string;
  verified: boolean;
  reference?: CitationReference;
}

/** The verified citation of a passage under number n: a reference, when the document has one, goes with it. */
export function citationOf(p: EvidencePassage, n: number, quote: string): Citation {
  return { n, doc_id: p.docId, doc_name: p.docName, locator: p.locator, quote, verified: true, ...(p.reference ? { reference: p.reference } : {}) };
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/** LOCAL is the offline extractive answerer; anything else is an AI SDK model from the registry. */
export type AnswerModel = HostedLanguageModel | "LOCAL";

export type AnswerLanguage = ChatLanguage;

export interface AnswerResult {
  /** The answer as it should be stored: markers of dropped citations removed, the citation block stripped. */
  text: string;
  citations: Citation[];
  /** "stopped" when the signal aborted (the user pressed stop): text and citations are what came before. */
  status: "complete" | "stopped";
}
