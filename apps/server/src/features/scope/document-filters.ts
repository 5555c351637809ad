import { sql } from "kysely";
import { DATE_RANGES, FILE_TYPES, type FileType } from "@folio/contract";

interface FilterQuery {
  search?: string;
  /** Comma-separated file types; unknown ones are ignored. */
  file_type?: string;
  date_range?: keyof typeof DATE_RANGES;
}

export interface DocumentFilters {
  search: string | undefined;
  types: FileType[];
  range: { from: number; to: number } | undefined;
}

/** The library's filters, for the library and a folder's contents alike: a search term clears the others (as the web app does). */
export function documentFilters(q: FilterQuery): DocumentFilters {
  const search = q.search || undefined;
  if (search) return { search, types: [], range: undefined };
  const types = (q.file_type ?? "")
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter((t): t is FileType => (FILE_TYPES as readonly string[]).includes(t));
  return { search, types, range: q.date_range ? DATE_RANGES[q.date_range] : undefined };
}

/** Whole UTC days since upload, as the spec's date buckets count them. */
export function daysSinceUpload(createdAt: "created_at" | "d.created_at") {
  return sql<number>`(current_date - (${sql.ref(createdAt)} at time zone 'UTC')::date)`;
}
