import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { authorsOf, findBook, type Book } from "@folio/contract/books-catalogue";
import type { BookInLibrary } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import type { ScopedUser } from "../scope/index.ts";
import { importDocumentStream } from "../documents/index.ts";

/** The catalogue's EPUBs, shipped with the repository (books/README.md says where each came from). */
const BOOKS_DIR = fileURLToPath(new URL("../../../../../books/epub/", import.meta.url));

const NO_SUCH_BOOK = "There is no book at this address.";

/**
 * "Chat with this book": the book's EPUB becomes one of the reader's documents through the same
 * import an upload takes (plan limits, format checks, the ingestion job, chapters as locators). A
 * book the reader already has (same edition, not failed) is answered as it is: nothing is counted
 * or processed twice.
 */
export async function addBookToLibrary(deps: AppDeps, user: ScopedUser, slug: string): Promise<BookInLibrary> {
  const book = findBook(slug);
  if (!book) throw new AppError("not_found", NO_SUCH_BOOK);
  const existing = await deps.db
    .selectFrom("documents")
    .select(["id", "name", "status"])
    .where("user_id", "=", user.id)
    .where("source_url", "=", book.sourceUrl)
    .where("status", "!=", "failed")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (existing) return { doc_id: existing.id, name: existing.name, status: existing.status, added: false };
  const accepted = await importDocumentStream(deps, user, {
    fileName: `${book.title}.epub`,
    open: () => openBookFile(deps, book),
    sourceUrl: book.sourceUrl,
    metadata: { title: book.title, creators: authorsOf(book).map((a) => a.name), year: book.year > 0 ? book.year : null, doi: null, item_type: "book" },
  });
  deps.log.info({ userId: user.id, book: book.slug, docId: accepted.doc_id }, "book added to a library");
  return { ...accepted, added: true };
}

async function openBookFile(deps: AppDeps, book: Book) {
  const file = path.join(BOOKS_DIR, book.file);
  const stat = await fs.promises.stat(file).catch(() => null);
  // A catalogue entry whose file an operator removed: the same answer as an unknown book, logged.
  if (!stat?.isFile()) {
    deps.log.warn({ book: book.slug, file }, "a catalogue book's EPUB is missing");
    throw new AppError("not_found", NO_SUCH_BOOK);
  }
  const stream = fs.createReadStream(file);
  return { body: stream, contentLength: stat.size, cancel: () => stream.destroy() };
}
