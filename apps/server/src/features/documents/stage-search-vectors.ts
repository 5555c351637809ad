import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import { createLimiter } from "../../platform/concurrency.ts";
import type { Database } from "../../platform/db/schema.ts";
import type { UnitText } from "../../ingest/index.ts";

/**
 * Search vectors computed ahead of the document's storing transaction (decision 43): the texts of
 * units read so far go to `unit_search_staging` with their vectors, in one statement a batch. The
 * storing transaction takes a staged vector only where the md5 of the unit's final text is the one
 * staged, so a page whose text changed afterwards (re-read as a table, by OCR) gets its own again.
 */
export async function stageSearchVectors(db: Kysely<Database>, documentId: string, units: readonly UnitText[]): Promise<void> {
  if (units.length === 0) return;
  const rows = JSON.stringify(units.map((u) => ({ unit: u.unit, ...textWithMd5(u.text) })));
  await sql`
    insert into unit_search_staging (document_id, unit, text_md5, search)
    select ${documentId}, unit, md5, to_tsvector('simple', left(text, 200000)) from json_to_recordset(${rows}::json) as u(unit int, text text, md5 text)
    on conflict (document_id, unit) do update set text_md5 = excluded.text_md5, search = excluded.search`.execute(db);
}

/**
 * A unit's text as it is stored (a lone surrogate becomes U+FFFD: PostgreSQL refuses its escape in
 * JSON) with the md5 of its UTF-8, which is PostgreSQL's md5 of the stored text. Computed here, not
 * by the database: on PGlite that is the server's own thread, ~30-60 ms for a 600-page book each
 * time (decision 45).
 */
export function textWithMd5(text: string): { text: string; md5: string } {
  const wellFormed = text.toWellFormed();
  return { text: wellFormed, md5: crypto.createHash("md5").update(wellFormed, "utf8").digest("hex") };
}

/**
 * Batches of one document staged at once: on PostgreSQL each pool connection is a backend process
 * of its own, so two batches' `to_tsvector` run on two cores; a 600-page book's 24 batches were
 * staged in 0.6-1.0 s on two connections against 1.2-1.9 s on one, and three were no faster than two
 * on the 2-core machine (load 13, decision 49). The pool's other connections stay for other work.
 * PGlite is one session on the server's thread: one batch at a time.
 */
export function stagingConnections(kind: "pglite" | "postgres"): number {
  return kind === "postgres" ? 2 : 1;
}

/**
 * Stages the batches of one document's unit texts as they arrive, beside the parse, `connections`
 * at a time (stagingConnections). Batches may land in any order: each holds other units, and a
 * vector is used only for the text it was computed from. Staging only saves time: a batch that
 * fails is logged and left to the storing transaction.
 */
export function searchVectorStager(db: Kysely<Database>, documentId: string, onError: (err: unknown) => void, connections = 1): SearchVectorStager {
  const atOnce = createLimiter(connections);
  const batches: Promise<void>[] = [];
  const settled = async () => {
    await Promise.all(batches);
  };
  return {
    add(units) {
      batches.push(atOnce(() => stageSearchVectors(db, documentId, units)).catch(onError));
    },
    settled,
    async discard() {
      await settled();
      await sql`delete from unit_search_staging where document_id = ${documentId}`.execute(db).catch(onError);
    },
  };
}

export interface SearchVectorStager {
  add(units: readonly UnitText[]): void;
  /** Resolves once every batch added so far is staged (or failed). */
  settled(): Promise<void>;
  /** Once the batches in flight are done, removes what was staged (the attempt failed). */
  discard(): Promise<void>;
}
