import type { Hono } from "hono";
import { recordingRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as recordings from "../features/recordings/index.ts";

/** Session recording: batches from the web app; the operator's list and replay (admins only, under /api/admin). */
export function recordingsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.sendBatch, async ({ user, body }) => {
    await recordings.storeRecordingBatch(deps, user, body);
  });
  bindRoute(app, r.list, async () => recordings.listRecordings(deps));
  bindRoute(app, r.replay, async ({ c, params }) => c.body(await recordings.recordingReplayJson(deps, params.id), 200, { "content-type": "application/json" }));
}
