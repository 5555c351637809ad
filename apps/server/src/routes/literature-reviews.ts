import type { Hono } from "hono";
import { literatureReviewRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { contentDisposition } from "../platform/http/content-disposition.ts";
import * as reviews from "../features/literature-reviews/index.ts";

export function literatureReviewsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.create, async ({ user, body }) => ({ review_id: await reviews.startReview(deps, user, body) }));
  bindRoute(app, r.list, async ({ user, query }) => reviews.listReviews(deps, user, query));
  bindRoute(app, r.get, async ({ user, params }) => reviews.getReview(deps, user, params.id));
  bindRoute(app, r.export, async ({ user, params, query }) => {
    const file = await reviews.exportReview(deps, user, params.id, query.format);
    return new Response(file.bytes, {
      status: 200,
      headers: { "content-type": file.contentType, "content-disposition": contentDisposition(file.contentType, file.fileName), "cache-control": "private, no-store" },
    });
  });
  bindRoute(app, r.remove, async ({ user, params }) => {
    await reviews.deleteReview(deps, user, params.id);
  });
}
