/** Turns text into vectors; documents and queries may be embedded differently (e5's "query: " / "passage: "). */
export interface Embedder {
  /** Stable: provider + model + dimensions. A stored vector made by another id must be re-embedded. */
  readonly id: string;
  readonly dims: number;
  embedDocuments(texts: string[]): Promise<Float32Array[]>;
  embedQuery(text: string): Promise<Float32Array>;
}

/** Which prefixes a model family expects (embedding models are trained with them and lose quality without). */
export function defaultPrefixes(modelName: string): { query: string; document: string } {
  return /(^|[^a-z])e5([^a-z]|$)/i.test(modelName) ? { query: "query: ", document: "passage: " } : { query: "", document: "" };
}
