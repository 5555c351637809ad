import type { FolderRow } from "./owned-folder.ts";
import type { SearchableDocument } from "./searchable-documents.ts";

interface Kept {
  version: number;
  documents: readonly SearchableDocument[];
}

/**
 * The searchable documents of the folders searched lately, each kept with the folder's
 * contents_version it was read at. The database changes that version in the transaction of any
 * change a folder's search would see (migration 0033, decision 47), and the version comes with the
 * folder's row, which every search reads anyway to check its owner: a kept list is used only for the
 * version it was read at, so it is never stale, in this process or after another process's write.
 * Bounded by the documents it holds, least recently used folders first out.
 */
export class FolderContentsCache {
  private readonly entries = new Map<string, Kept>(); // insertion order = recency
  private held = 0;

  constructor(private readonly maxDocuments: number) {}

  /** A copy of the folder's documents as read at its current version; undefined when not kept. */
  get(userId: string, folder: FolderRow): SearchableDocument[] | undefined {
    const key = keyOf(userId, folder);
    const kept = this.entries.get(key);
    if (!kept || kept.version !== folder.contents_version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return [...kept.documents];
  }

  /**
   * Keeps the documents just read for the folder's version (read before them, so they are at least
   * that recent); never replaces what was read at a later version by a caller holding an older row.
   */
  set(userId: string, folder: FolderRow, documents: SearchableDocument[]): void {
    const key = keyOf(userId, folder);
    const kept = this.entries.get(key);
    if (kept && kept.version > folder.contents_version) return;
    this.remove(key);
    if (documents.length > this.maxDocuments) return;
    this.entries.set(key, { version: folder.contents_version, documents: Object.freeze(documents.map((d) => Object.freeze({ ...d }))) });
    this.held += documents.length;
    for (const [oldest] of this.entries) {
      if (this.held <= this.maxDocuments) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.held -= kept.documents.length;
  }
}

const keyOf = (userId: string, folder: FolderRow) => `${userId}:${folder.id}`;
