import type { Hono } from "hono";
import { folderRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as folders from "../features/folders/index.ts";

export function foldersRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  // The public link first: /api/knowledge/shared_chats/{id} is not a folder id.
  bindRoute(app, r.sharedChats, async ({ c, params }) => {
    c.header("cache-control", "no-store");
    c.header("x-robots-tag", "noindex");
    return folders.sharedChats(deps, params.id);
  });
  bindRoute(app, r.create, async ({ c, user, body }) => c.json(await folders.createFolder(deps, user, body), 201));
  bindRoute(app, r.list, async ({ user, query }) => folders.listFolders(deps, user, query));
  bindRoute(app, r.search, async ({ user, query }) => folders.searchFolders(deps, user, query.query));
  bindRoute(app, r.get, async ({ user, params, query }) => folders.getFolder(deps, user, params.id, query));
  bindRoute(app, r.update, async ({ user, params, body }) => folders.updateFolder(deps, user, params.id, body));
  bindRoute(app, r.remove, async ({ user, params }) => folders.deleteFolder(deps, user, params.id));
  bindRoute(app, r.share, async ({ user, params }) => folders.shareFolder(deps, user, params.id));
  bindRoute(app, r.revokeShare, async ({ user, params }) => {
    await folders.revokeFolderShare(deps, user, params.id);
  });
}
