import { sql, type Kysely } from "kysely";

/**
 * `knowledge_bases.contents_version` changes whenever what a search of the folder reads may have
 * changed (decision 47): a document added to or removed from it (deleting the document or the folder
 * removes the row too), and a change of one of its documents' status, search index, names or owner.
 * The database keeps it, by triggers in the transaction that makes the change, so every writer and
 * every process (API processes, workers) is covered; a process keeps a folder's searchable documents
 * and reads them again only when the version it reads with the folder's row differs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("knowledge_bases").addColumn("contents_version", "bigint", (c) => c.notNull().defaultTo(0)).execute();
  // Statement-level with transition tables: adding 5,000 documents to a folder at once bumps it once.
  await sql`
    create function knowledge_base_rows_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update knowledge_bases set contents_version = contents_version + 1 where id in (select knowledge_base_id from added);
      else
        update knowledge_bases set contents_version = contents_version + 1 where id in (select knowledge_base_id from removed);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger knowledge_base_documents_added after insert on knowledge_base_documents referencing new table as added for each statement execute function knowledge_base_rows_changed()`.execute(db);
  await sql`create trigger knowledge_base_documents_removed after delete on knowledge_base_documents referencing old table as removed for each statement execute function knowledge_base_rows_changed()`.execute(db);
  // Only the columns a folder's search reads; progress and stage updates during ingestion do not fire it.
  await sql`
    create function knowledge_base_document_changed() returns trigger language plpgsql as $$
    begin
      update knowledge_bases set contents_version = contents_version + 1
      where id in (select knowledge_base_id from knowledge_base_documents where document_id = new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger documents_searchable_changed after update of status, index_ref_id, name, custom_file_name, user_id on documents for each row
    when ((old.status, old.index_ref_id, old.name, old.custom_file_name, old.user_id) is distinct from (new.status, new.index_ref_id, new.name, new.custom_file_name, new.user_id))
    execute function knowledge_base_document_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger documents_searchable_changed on documents`.execute(db);
  await sql`drop function knowledge_base_document_changed()`.execute(db);
  await sql`drop trigger knowledge_base_documents_removed on knowledge_base_documents`.execute(db);
  await sql`drop trigger knowledge_base_documents_added on knowledge_base_documents`.execute(db);
  await sql`drop function knowledge_base_rows_changed()`.execute(db);
  await db.schema.alterTable("knowledge_bases").dropColumn("contents_version").execute();
}
