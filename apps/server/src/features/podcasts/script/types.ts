import type { ScriptSegment } from "../audio/index.ts";
import type { SourceUnit } from "../../summaries/index.ts";

/** A document the episode talks about, read whole (its units with their locators). */
export interface SourceDocument {
  docId: string;
  title: string;
  units: SourceUnit[];
}

/** One question and its answer in a conversation, with the passages the answer cites. */
export interface SourceExchange {
  question: string;
  answer: string;
  citations: { docId: string; locator: { kind: string; unit: number; label: string } }[];
}

/** What a podcast is made from: documents (DOCUMENT, FOLDER) or a conversation's exchanges. */
export interface PodcastSourceMaterial {
  title: string;
  language: string;
  documents: SourceDocument[];
  exchanges: SourceExchange[];
}

export type { ScriptSegment };
