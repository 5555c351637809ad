import { sql, type Kysely } from "kysely";

/**
 * Library search ranks units by the documents' lexical indexes (decision 54), so nothing reads the
 * units' full-text vectors any more: the column, its GIN index, the trigger that computed it and the
 * staging table of decision 43 go. Ingestion no longer spends `to_tsvector` on every unit (~0.5 s
 * of CPU for a 600-page book, on PGlite on the server's own thread).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table unit_search_staging`.execute(db);
  await sql`drop trigger document_units_search on document_units`.execute(db);
  await sql`drop function document_units_search()`.execute(db);
  await sql`drop index if exists document_units_search_idx`.execute(db);
  await sql`alter table document_units drop column search`.execute(db);
}

/** Back to migration 0029's state: the column computed again for every unit by the trigger. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table document_units add column search tsvector`.execute(db);
  await sql`
    create function document_units_search() returns trigger language plpgsql as $$
    begin
      if new.search is null or (tg_op = 'UPDATE' and new.text is distinct from old.text) then
        new.search := to_tsvector('simple', left(new.text, 200000));
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger document_units_search before insert or update on document_units for each row execute function document_units_search()`.execute(db);
  await sql`update document_units set search = to_tsvector('simple', left(text, 200000))`.execute(db);
  await sql`create index document_units_search_idx on document_units using gin (search)`.execute(db);
  await sql`
    create unlogged table unit_search_staging (
      document_id text not null references documents(id) on delete cascade,
      unit integer not null,
      text_md5 text not null,
      search tsvector not null,
      primary key (document_id, unit)
    )`.execute(db);
}
