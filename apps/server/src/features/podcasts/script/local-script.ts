import { summariseExtractive, type SummaryResult } from "../../summaries/index.ts";
import { phrasesFor } from "./phrases.ts";
import { speakable } from "./speakable.ts";
import type { PodcastSourceMaterial, ScriptSegment, SourceDocument } from "./types.ts";

// About ten minutes of speech at most: a long document gives its key statements, not all of them.
const MAX_STATEMENTS = 80;
const MAX_EXCHANGES = 30;
const LONG_DOCUMENT_UNITS = 20;

interface Passage {
  docId: string;
  docTitle: string;
  locator: { kind: string; unit: number; label: string };
  sentences: string[];
}

/**
 * The LOCAL script, with no model: the two hosts take turns to introduce each key passage of the
 * source (the extractive summary's statements, the document's own sentences, grouped by the unit
 * they come from) and to read it; a conversation becomes its questions and answers. Every passage
 * opens a chapter carrying its locator, so the player can open the page being talked about.
 */
export function buildLocalScript(source: PodcastSourceMaterial): ScriptSegment[] {
  const say = phrasesFor(source.language);
  const segments: ScriptSegment[] = [{ speaker: 0, text: say.intro(source.title) }];
  if (source.exchanges.length > 0) {
    segments.push({ speaker: 1, text: say.asked });
    for (const [i, ex] of source.exchanges.slice(0, MAX_EXCHANGES).entries()) {
      const cited = ex.citations[0];
      const question = speakable(ex.question);
      const answer = speakable(ex.answer);
      if (!question || !answer) continue;
      segments.push({
        speaker: 0,
        text: question,
        ...(cited && { chapter: { title: chapterTitle(question, i), docId: cited.docId, locator: cited.locator } }),
      });
      segments.push({ speaker: 1, text: answer });
    }
  } else {
    segments.push({ speaker: 1, text: say.plan });
    const perDocument = Math.max(4, Math.floor(MAX_STATEMENTS / Math.max(1, source.documents.length)));
    const several = source.documents.length > 1;
    let turn = 0;
    for (const doc of source.documents) {
      for (const passage of keyPassages(doc, source.language, perDocument)) {
        const asker = (turn % 2) as 0 | 1;
        const where = several ? `${doc.title}, ${passage.locator.label}` : passage.locator.label;
        const title = `${where}: ${gist(passage.sentences[0] ?? "")}`;
        segments.push({ speaker: asker, text: say.turnTo(several ? `${doc.title}, ${passage.locator.label}` : passage.locator.label), chapter: { title, docId: doc.docId, locator: passage.locator } });
        segments.push({ speaker: (1 - asker) as 0 | 1, text: passage.sentences.join(" ") });
        turn++;
      }
    }
  }
  segments.push({ speaker: 0, text: say.outro(source.title) }, { speaker: 1, text: say.thanks });
  return segments;
}

/** The document's key statements, in reading order, grouped by the unit they come from. */
export function keyPassages(doc: SourceDocument, language: string, maxStatements: number): Passage[] {
  // A long document is worth a longer episode (about ten minutes for a hundred pages).
  const length = doc.units.length >= LONG_DOCUMENT_UNITS ? "LONG" : "AUTO";
  const summary: SummaryResult = summariseExtractive(doc.units, { format: "BULLET", length, language });
  const passages: Passage[] = [];
  let count = 0;
  for (const section of summary.sections) {
    for (const statement of section.statements) {
      const cited = statement.citations[0];
      const text = speakable(statement.text);
      if (!cited || !text || count >= maxStatements) continue;
      count++;
      const last = passages.at(-1);
      if (last && last.locator.unit === cited.unit) last.sentences.push(text);
      else passages.push({ docId: doc.docId, docTitle: doc.title, locator: { kind: cited.kind, unit: cited.unit, label: cited.label }, sentences: [text] });
    }
  }
  return passages;
}

/** The opening words of a passage, so a chapter says what it is about. */
function gist(sentence: string): string {
  const words = sentence.split(/\s+/);
  const short = words.length > 7 ? `${words.slice(0, 7).join(" ")}…` : sentence;
  // Scripts without spaces between words (Chinese, Japanese) are cut by characters.
  return short.length > 60 ? `${short.slice(0, 48)}…` : short;
}

function chapterTitle(question: string, i: number): string {
  const words = question.split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(" ")}…` : question || `Question ${i + 1}`;
}
