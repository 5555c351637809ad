import type { Context, Hono } from "hono";
import { summaryRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { contentDisposition } from "../platform/http/content-disposition.ts";
import * as summaries from "../features/summaries/index.ts";

export function summariesRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  /** The finished summary as JSON, or with `Accept: text/event-stream` the UI message stream of its making. */
  const deliver = async (c: Context<HonoEnv>, id: string) =>
    (c.req.header("accept") ?? "").includes("text/event-stream")
      ? summaries.streamSummary(deps, id, c.req.raw.signal)
      : summaries.waitForSummary(deps, id, c.req.raw.signal);

  bindRoute(app, r.summariseDocument, async ({ c, user, params, query, body }) =>
    deliver(c, await summaries.startDocumentSummary(deps, user, params.id, body, query.model_name)),
  );
  bindRoute(app, r.summariseText, async ({ c, user, query, body }) => deliver(c, await summaries.startTextSummary(deps, user, body, query.model_name)));
  bindRoute(app, r.list, async ({ user, query }) => summaries.listSummaries(deps, user, query));
  bindRoute(app, r.get, async ({ user, params }) => summaries.getSummary(deps, user, params.id));
  bindRoute(app, r.remove, async ({ user, params }) => {
    await summaries.deleteSummary(deps, user, params.id);
  });
  bindRoute(app, r.cancel, async ({ user, params }) => summaries.cancelSummary(deps, user, params.id));
  bindRoute(app, r.pdf, async ({ user, params }) => {
    const pdf = await summaries.summaryPdf(deps, user, params.id);
    return new Response(pdf.bytes, {
      status: 200,
      headers: { "content-type": "application/pdf", "content-disposition": contentDisposition("application/pdf", pdf.fileName), "cache-control": "private, no-store" },
    });
  });
}
