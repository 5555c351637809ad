import type { AppDeps } from "../../deps.ts";
import type { SearchableDocument } from "../scope/index.ts";
import { IndexCache, type LexicalIndex, type ScopedIndex } from "../../retrieval/index.ts";

// One bounded cache of loaded per-document indexes per process (least recently used go first).
const indexCache = new IndexCache({ maxBytes: 512 * 1024 * 1024 });

/** The lexical index of each document in scope, in its order: the loaded ones at once, only the others read. */
export async function scopeIndexes(deps: AppDeps, scope: SearchableDocument[]): Promise<ScopedIndex[]> {
  // Keyed by the index blob too: a document read again gets a new index, never the cached old one.
  const keyOf = (d: SearchableDocument) => `${d.id}:${d.indexRefId}`;
  const indexes = scope.map((d) => indexCache.peek(keyOf(d)));
  const unloaded = scope.flatMap((d, i) => (indexes[i] ? [] : [{ d, i }]));
  await Promise.all(
    unloaded.map(async ({ d, i }) => {
      indexes[i] = await indexCache.get(keyOf(d), async () => {
        const ref = await deps.db.selectFrom("blob_refs").select("hash").where("id", "=", d.indexRefId).executeTakeFirstOrThrow();
        return new Uint8Array(await deps.blobs.readBytes(ref.hash));
      });
    }),
  );
  return scope.map((d, i) => ({ docId: d.id, index: indexes[i] as LexicalIndex }));
}
