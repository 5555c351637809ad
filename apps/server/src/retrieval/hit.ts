/** One ranked chunk. Scores are comparable within one result list only. */
export interface Hit {
  docId: string;
  chunkId: string;
  unit: number;
  ordinal: number;
  score: number;
}
