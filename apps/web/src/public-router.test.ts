import { expect, it, vi } from "vitest";
import type { AnyRouter } from "@tanstack/react-router";
import { createQueryClient } from "./lib/query-client";
import { PUBLIC_PAGES } from "./pages/public-site";
import { createAppRouter } from "./router";
import { createPublicRouter } from "./public-router";

const routeIds = (router: AnyRouter, path: string) => router.matchRoutes(path).map((match) => match.routeId);

// The app's router is made first: the public one places the same route objects under the same root.
const appRouter = createAppRouter(createQueryClient());
const publicRouter = createPublicRouter(createQueryClient());

it("matches every public page with the routes the app's router pre-rendered it with, so hydration finds the same tree", () => {
  expect(PUBLIC_PAGES.map((page) => [page.path, routeIds(publicRouter, page.path)])).toEqual(PUBLIC_PAGES.map((page) => [page.path, routeIds(appRouter, page.path)]));
});

it("leaves the public site for an address it does not serve (the app, an unknown page) by a document navigation", async () => {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
  await publicRouter.navigate({ href: "/pricing" });
  expect(publicRouter.history.location.pathname).toBe("/pricing");
  expect(assign).not.toHaveBeenCalled();
  void publicRouter.navigate({ href: "/login?next=%2Fbooks" });
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/login?next=%2Fbooks"));
  expect(publicRouter.history.location.pathname).toBe("/pricing");
});
