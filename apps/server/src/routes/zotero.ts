import type { Hono } from "hono";
import { zoteroRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as zotero from "../features/zotero/index.ts";

export function zoteroRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.authorize, async ({ c, user }) => zotero.startZoteroAuthorize(deps, user, new URL(c.req.url).origin));
  bindRoute(app, r.callback, async ({ c, query }) => c.redirect(await zotero.finishZoteroAuthorize(deps, query.oauth_token, query.oauth_verifier), 302));
  bindRoute(app, r.connectKey, async ({ user, body }) => zotero.connectWithKey(deps, user, body.user_id, body.api_key));
  bindRoute(app, r.me, async ({ user }) => zotero.zoteroMe(deps, user));
  bindRoute(app, r.disconnect, async ({ user }) => {
    await zotero.disconnect(deps, user);
  });
  bindRoute(app, r.documents, async ({ user, query }) => zotero.listZoteroItems(deps, user, query));
  bindRoute(app, r.search, async ({ user, query }) => zotero.listZoteroItems(deps, user, query));
  bindRoute(app, r.collections, async ({ user, query }) => zotero.zoteroCollections(deps, user, query.library));
  bindRoute(app, r.libraries, async ({ user }) => zotero.zoteroLibraries(deps, user));
  bindRoute(app, r.download, async ({ user, query }) => zotero.importZoteroAttachment(deps, user, query));
  bindRoute(app, r.importCollection, async ({ user, body }) => zotero.startCollectionImport(deps, user, body));
  bindRoute(app, r.importExport, async ({ c, user }) => zotero.importReferenceExport(deps, user, c.req.raw));
  bindRoute(app, r.watch, async ({ user, body }) => zotero.watchCollection(deps, user, body));
  bindRoute(app, r.watches, async ({ user }) => zotero.listWatches(deps, user));
  bindRoute(app, r.unwatch, async ({ user, params }) => {
    await zotero.unwatchCollection(deps, user, params.id);
  });
  bindRoute(app, r.importStatus, async ({ user, params }) => zotero.collectionImportStatus(deps, user, params.id));
}
