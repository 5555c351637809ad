import type { ZoteroCollection, ZoteroCollections, ZoteroItems, ZoteroLibraries, ZoteroLibrary } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { requireConnection, type ZoteroConnection } from "./connection.ts";
import { toItem, type ApiItem, type LibraryRef } from "./to-item.ts";
import { fromZotero, zoteroApi } from "./zotero-deps.ts";

/** Collections read per library at most (Zotero pages them by 100). */
const MAX_COLLECTION_PAGES = 10;

export interface ItemsQuery {
  page_size: number;
  page_number: number;
  order?: string | undefined;
  library: string;
  collection?: string | undefined;
  query?: string;
  qmode?: string;
}

export function libraryRef(c: ZoteroConnection, library: string): LibraryRef {
  if (library.startsWith("group:")) {
    const id = library.slice("group:".length);
    return { library: { type: "group", id, name: `Group ${id}` }, path: `groups/${id}` };
  }
  return { library: { type: "user", id: c.zoteroUserId, name: c.username ?? "My Library" }, path: `users/${c.zoteroUserId}` };
}

/** A page of a library's top-level items (of one collection, or matching a search), each with its attachments. */
export async function listZoteroItems(deps: AppDeps, user: UserRow, q: ItemsQuery): Promise<ZoteroItems> {
  const c = await requireConnection(deps, user.id);
  const lib = libraryRef(c, q.library);
  const api = zoteroApi(deps);
  const [sort, direction] = (q.order ?? "dateModified:desc").split(":");
  const path = q.collection ? `/${lib.path}/collections/${q.collection}/items/top` : `/${lib.path}/items/top`;
  return fromZotero(deps, "listing items", async () => {
    const page = await api.get(path, c.apiKey, {
      query: { start: (q.page_number - 1) * q.page_size, limit: q.page_size, sort, direction: direction ?? (sort === "title" || sort === "creator" ? "asc" : "desc"), q: q.query, qmode: q.query ? q.qmode : undefined },
    });
    const items = Array.isArray(page.body) ? (page.body as ApiItem[]) : [];
    // Attachments are child items: asked for only for items that have children (the client runs at most 3 at once).
    const withChildren = await Promise.all(
      items.map(async (item) => {
        if (!item.meta?.numChildren) return toItem(item, [], lib);
        const children = await api.get(`/${lib.path}/items/${item.key}/children`, c.apiKey, { query: { limit: 100 } });
        return toItem(item, Array.isArray(children.body) ? (children.body as ApiItem[]) : [], lib);
      }),
    );
    return { items: withChildren, total: page.totalResults ?? withChildren.length };
  });
}

/** The user's library and the groups the key reaches (GET /users/{id}/groups). */
export async function zoteroLibraries(deps: AppDeps, user: UserRow): Promise<ZoteroLibraries> {
  const c = await requireConnection(deps, user.id);
  return { libraries: (await librariesOf(deps, c)).map((l) => l.library) };
}

async function librariesOf(deps: AppDeps, c: ZoteroConnection): Promise<LibraryRef[]> {
  const groups = await fromZotero(deps, "listing groups", () => zoteroApi(deps).get(`/users/${c.zoteroUserId}/groups`, c.apiKey, { query: { limit: 100 } }));
  const list = Array.isArray(groups.body) ? (groups.body as { id?: number; data?: { name?: string } }[]) : [];
  const own = libraryRef(c, "user");
  return [own, ...list.filter((g) => typeof g.id === "number").map((g) => ({ library: { type: "group" as const, id: String(g.id), name: g.data?.name ?? `Group ${g.id}` }, path: `groups/${g.id}` }))];
}

/** Collections of one library, or of the user's library and every group. */
export async function zoteroCollections(deps: AppDeps, user: UserRow, library: string | undefined): Promise<ZoteroCollections> {
  const c = await requireConnection(deps, user.id);
  const libs = library ? [libraryRef(c, library)] : await librariesOf(deps, c);
  const lists = await Promise.all(libs.map((lib) => collectionsOf(deps, c, lib)));
  return { collections: lists.flat() };
}

async function collectionsOf(deps: AppDeps, c: ZoteroConnection, lib: LibraryRef): Promise<ZoteroCollection[]> {
  const out: ZoteroCollection[] = [];
  for (let pageIndex = 0; pageIndex < MAX_COLLECTION_PAGES; pageIndex++) {
    const page = await fromZotero(deps, "listing collections", () => zoteroApi(deps).get(`/${lib.path}/collections`, c.apiKey, { query: { start: out.length, limit: 100, sort: "title" } }));
    const rows = Array.isArray(page.body) ? (page.body as { key: string; library?: { name?: string }; data?: { name?: string } }[]) : [];
    const library: ZoteroLibrary = { ...lib.library, name: rows[0]?.library?.name ?? lib.library.name };
    out.push(...rows.map((r) => ({ key: r.key, name: r.data?.name ?? r.key, library })));
    if (rows.length === 0 || out.length >= (page.totalResults ?? 0)) break;
  }
  return out;
}
