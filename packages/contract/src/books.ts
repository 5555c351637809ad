import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { DocumentStatus } from "./documents.ts";

/** The books explorer's one call (issue 24 point 3): its pages are public and pre-rendered, the catalogue is @folio/contract/books-catalogue. */

/** A book of the catalogue, by its slug ("pride-and-prejudice"). */
export const BookSlugParam = z.object({ slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Not a book's address").max(120) });

/** The book in the reader's library: the document "Chat with this book" opens a conversation on. */
export const BookInLibrary = z.object({
  doc_id: z.string(),
  name: z.string(),
  status: DocumentStatus,
  /** false: the reader had added this book before, and that document is the one answered. */
  added: z.boolean(),
});
export type BookInLibrary = z.infer<typeof BookInLibrary>;

const route = taggedRoutes("Books", { keyAccess: "none" });

export const bookRoutes = {
  addToLibrary: route("post", "/api/books/:slug/library", "registered", "Add a book of the public-domain catalogue to the reader's documents (its EPUB, processed as an upload), or answer the document it already is.", {
    params: BookSlugParam,
    success: { status: 200, schema: BookInLibrary },
    errors: [401, 402, 404, 422],
  }),
} as const;
