/** A regression tree: a split sends a row left when its feature is below the threshold. */
export type TreeNode = { f: number; t: number; l: TreeNode; r: TreeNode } | { v: number };

/** A LambdaMART model as eval/ltr/train.py writes it. */
export interface TreeModel {
  /** The feature names, in the order `f` indexes them (checked against the code's at load). */
  features: string[];
  /** The ranking starts from the first stage's score over the best one, times this; the trees correct it. */
  initScale: number;
  /** How many of the first stage's candidates are re-ranked. */
  depth: number;
  /** Where the model applies: documents' median length (indexed terms, title and body) within the training range. */
  gate: { lang: string; minMedianLength: number; maxMedianLength: number; maxMedianChunks: number };
  trees: TreeNode[];
}

function leafOf(node: TreeNode, row: readonly number[]): number {
  let n = node;
  while (!("v" in n)) n = (row[n.f] ?? 0) < n.t ? n.l : n.r;
  return n.v;
}

/** The model's score of one candidate: its starting score plus every tree's leaf (the learning rate is folded into the leaves). */
export function scoreRow(model: TreeModel, row: readonly number[], start: number): number {
  let s = start;
  for (const tree of model.trees) s += leafOf(tree, row);
  return s;
}
