import { Readable } from "node:stream";
import type { Hono } from "hono";
import { podcastRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as podcasts from "../features/podcasts/index.ts";

export function podcastsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.start, async ({ c, user, body }) => c.json(await podcasts.startPodcast(deps, user, body.generate_from), 202));
  bindRoute(app, r.list, async ({ user, query }) => podcasts.listPodcasts(deps, user, query));
  bindRoute(app, r.get, async ({ user, params }) => podcasts.getPodcast(deps, user, params.id));
  bindRoute(app, r.remove, async ({ user, params }) => {
    await podcasts.deletePodcast(deps, user, params.id);
  });
  bindRoute(app, r.cancel, async ({ user, params }) => podcasts.cancelPodcast(deps, user, params.id));
  bindRoute(app, r.retry, async ({ c, user, params }) => c.json(await podcasts.retryPodcast(deps, user, params.id), 202));
  bindRoute(app, r.audio, async ({ c, user, params }) => {
    const audio = await podcasts.podcastAudio(deps, user, params.id, c.req.header("range"));
    return new Response(Readable.toWeb(audio.stream) as ReadableStream, { status: audio.status, headers: audio.headers });
  });
}
