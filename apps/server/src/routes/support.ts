import type { Hono } from "hono";
import { supportRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as support from "../features/support/index.ts";

/** The support widget's thread, and the operator's inbox and outbox (admins only, under /api/admin). */
export function supportRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.myThread, async ({ user }) => support.mySupportThread(deps, user));
  bindRoute(app, r.send, async ({ user, body }) => support.sendSupportMessage(deps, user, body));
  bindRoute(app, r.inbox, async () => support.supportInbox(deps));
  bindRoute(app, r.conversation, async ({ params }) => support.supportConversation(deps, params.id));
  bindRoute(app, r.outbox, async ({ query }) => ({ delivery: deps.mailer.kind, mails: await support.listOutbox(deps.db, query) }));
  bindRoute(app, r.reply, async ({ user, params, body }) => support.replyToConversation(deps, user, params.id, body.body));
}
