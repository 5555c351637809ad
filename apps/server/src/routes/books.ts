import type { Hono } from "hono";
import { bookRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as books from "../features/books/index.ts";

export function booksRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.addToLibrary, async ({ user, params }) => books.addBookToLibrary(deps, user, params.slug));
}
