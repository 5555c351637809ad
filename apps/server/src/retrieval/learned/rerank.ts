import { detectLanguage, normalizeLang } from "../../text/index.ts";
import type { QueryTerm } from "../query-terms.ts";
import { majorityLang } from "../query-terms.ts";
import type { Scope } from "../scope.ts";
import { candidateFeatures, FEATURE_NAMES, type StageScores } from "./features.ts";
import { scoreRow, type TreeModel } from "./trees.ts";
import shipped from "./model.json" with { type: "json" };

export const LEARNED_MODEL: TreeModel = checked(shipped as TreeModel);

function checked(model: TreeModel): TreeModel {
  if (model.features.join() !== FEATURE_NAMES.join()) throw new Error("The learned ranker's model was trained on other features; run eval/ltr again");
  return model;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/**
 * Whether the model may re-rank this search: it learnt from English claims over whole abstracts, and
 * leans on lengths, so it applies only to queries in its language over scopes whose documents are,
 * at the median, single chunks as long as the documents it learnt from; never to long documents' pages.
 */
export function learnedRankingApplies(model: TreeModel, scope: Scope, query: string, lang?: string): boolean {
  const { gate } = model;
  if ((normalizeLang(lang) ?? detectLanguage(query)) !== gate.lang || majorityLang(scope) !== gate.lang) return false;
  const docs = scope.indexes.map(({ index }) => index);
  if (median(docs.map((d) => d.nChunks)) > gate.maxMedianChunks) return false;
  const length = median(docs.map((d) => d.sumBodyLen + d.sumTitleLen));
  return length >= gate.minMedianLength && length <= gate.maxMedianLength;
}

/**
 * The first `model.depth` candidates re-ordered by the model's scores (given back as their scores); the
 * rest follow in their order, with scores on the model's scale and never above the head's lowest.
 * Callers re-sort by score (passages are ordered by their best chunk's), so a tail left with its
 * first-stage scores, several times the model's, would jump above the re-ranked head (SciFact through
 * ingestion fell to 0.4992 nDCG@10: abstracts of two chunks leave room for the tail among 100 passages).
 */
export function rerankLearned(model: TreeModel, scope: Scope, terms: QueryTerm[], stage: StageScores): { pos: number; score: number }[] {
  const head = stage.ranked.slice(0, model.depth);
  const rows = candidateFeatures(scope, terms, { ...stage, ranked: head });
  const top = head[0]?.score || 1;
  const start = (score: number) => (score / top) * model.initScale;
  const rescored = head.map((c, k) => ({ pos: c.pos, score: scoreRow(model, rows[k] ?? [], start(c.score)), k }));
  rescored.sort((a, b) => b.score - a.score || a.k - b.k);
  const lowest = rescored.at(-1)?.score ?? 0;
  const tail = stage.ranked.slice(model.depth).map(({ pos, score }) => ({ pos, score: Math.min(lowest, start(score)) }));
  return [...rescored.map(({ pos, score }) => ({ pos, score })), ...tail];
}
