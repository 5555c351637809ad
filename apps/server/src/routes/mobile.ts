import type { Hono } from "hono";
import { mobileRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { clientIp, userAgent } from "../platform/http/client.ts";
import * as mobile from "../features/mobile/index.ts";

export function mobileRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.link, async ({ user, query }) => mobile.linkDevice(deps, user, query.device_id));
  bindRoute(app, r.linked, async ({ user }) => mobile.linkedDevice(deps, user));
  bindRoute(app, r.unlink, async ({ user }) => {
    await mobile.unlinkDevice(deps, user);
  });
  bindRoute(app, r.createDevice, async ({ c }) => mobile.createDevice(deps, { ip: clientIp(c) }));
  bindRoute(app, r.deviceSession, async ({ c, params, body }) => {
    const result = await mobile.pollDeviceSession(deps, params.device_id, body.poll_secret, { userAgent: userAgent(c) });
    if (result.status === "linked") return result.session;
    return c.json({ status: "waiting" }, 202, { "Retry-After": String(result.retryAfterSeconds) });
  });
  // The installed app's share target is taken by its service worker (public/sw.js). Should a share
  // arrive before the worker controls the page, the user still lands in the upload flow.
  app.post("/share-target", (c) => c.redirect("/upload", 303));
}
