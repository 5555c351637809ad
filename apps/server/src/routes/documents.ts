import { Readable } from "node:stream";
import type { Hono } from "hono";
import { documentRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { contentDisposition } from "../platform/http/content-disposition.ts";
import * as documents from "../features/documents/index.ts";
import * as billing from "../features/billing/index.ts";

export function documentsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.upload, async ({ c, user }) => c.json(await documents.uploadDocument(deps, user, c.req.raw), 202));
  bindRoute(app, r.importUrl, async ({ c, user, body }) => c.json(await documents.importDocumentFromUrl(deps, user, body.url), 202));
  bindRoute(app, r.list, async ({ user, query }) => documents.listDocuments(deps, user, query));
  bindRoute(app, r.get, async ({ user, params }) => documents.getDocument(deps, user, params.id));
  bindRoute(app, r.rename, async ({ user, params, body }) => documents.renameDocument(deps, user, params.id, body.custom_file_name));
  bindRoute(app, r.remove, async ({ user, params }) => documents.deleteDocument(deps, user, params.id));
  bindRoute(app, r.cancel, async ({ user, params }) => documents.cancelDocument(deps, user, params.id));
  bindRoute(app, r.retry, async ({ user, params }) => documents.retryDocument(deps, user, params.id));
  bindRoute(app, r.content, async ({ user, params, query }) => documents.unitContent(deps, user, params.id, query.unit));
  bindRoute(app, r.outline, async ({ user, params }) => documents.documentOutline(deps, user, params.id));
  bindRoute(app, r.report, async ({ user, params }) => documents.documentReport(deps, user, params.id));
  bindRoute(app, r.file, async ({ user, params }) => {
    const file = await documents.documentFile(deps, user, params.id);
    return new Response(Readable.toWeb(file.stream) as ReadableStream, {
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.size),
        "content-disposition": contentDisposition(file.contentType, file.fileName),
        "cache-control": "private, max-age=300",
      },
    });
  });
  bindRoute(app, r.search, async ({ user, query }) => documents.searchDocuments(deps, user, query.query));
  bindRoute(app, r.usage, async ({ user }) => billing.usageReport(deps, user));
}
