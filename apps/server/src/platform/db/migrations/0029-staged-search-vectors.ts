import { sql, type Kysely } from "kysely";

/**
 * A unit's search vector may be computed before the unit is stored (decision 43): while a PDF is
 * still being read, its pages' vectors are computed in batches into `unit_search_staging`, keyed by
 * the md5 of the text they were computed from, and the transaction that stores the document copies
 * those whose text is unchanged. On PGlite `to_tsvector` runs on the server's own thread, ~0.45 s of
 * a 600-page document, which then overlaps the parse instead of following it.
 *
 * `document_units.search` therefore stops being a generated column; a trigger computes it, with the
 * same expression, whenever a row comes without one or its text changes, so every other writer keeps
 * the guarantee the generated column gave. The staging table is unlogged: after a crash it is empty,
 * and the next attempt computes the vectors again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table document_units alter column search drop expression`.execute(db);
  await sql`
    create function document_units_search() returns trigger language plpgsql as $$
    begin
      if new.search is null or (tg_op = 'UPDATE' and new.text is distinct from old.text) then
        new.search := to_tsvector('simple', left(new.text, 200000));
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger document_units_search before insert or update on document_units for each row execute function document_units_search()`.execute(db);
  await sql`
    create unlogged table unit_search_staging (
      document_id text not null references documents(id) on delete cascade,
      unit integer not null,
      text_md5 text not null,
      search tsvector not null,
      primary key (document_id, unit)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table unit_search_staging`.execute(db);
  await sql`drop trigger document_units_search on document_units`.execute(db);
  await sql`drop function document_units_search()`.execute(db);
  await sql`alter table document_units drop column search`.execute(db);
  await sql`alter table document_units add column search tsvector generated always as (to_tsvector('simple', left("text", 200000))) stored`.execute(db);
  await sql`create index document_units_search_idx on document_units using gin (search)`.execute(db);
}
