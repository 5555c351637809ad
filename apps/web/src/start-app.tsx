/**
 * A router's start over the page (docs/decisions/0048, 0055): render, hydrate or take over what is
 * in #root. The app's entry (app-start.tsx) starts the app's router; the public pages' entry
 * (public-start.tsx) the public site's, which knows only the public site's routes.
 */
import { StrictMode, startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { restoreTyped, takeTyped } from "./lib/typed-before-takeover";
import { stopNotingClicks } from "./lib/clicks-before-takeover";
import { sendHeldSubmits } from "./lib/submits-before-takeover";
import { HYDRATE_ATTRIBUTE } from "./pages/public-site";

export function startApp(router: AnyRouter, queryClient: QueryClient) {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  const render = () => createRoot(root).render(app);

  /**
   * Over a pre-rendered page: what the visitor typed into it meanwhile goes into the app's own fields,
   * and a form sent meanwhile is sent again through the app.
   */
  const takeOver = () => {
    const typed = takeTyped(root);
    const reactRoot = createRoot(root);
    flushSync(() => reactRoot.render(app));
    restoreTyped(root, typed);
    sendHeldSubmits();
  };

  /**
   * Over a pre-rendered public page (docs/decisions/0042): React attaches to the markup as it is
   * (the painted elements stay, so the largest paint is the first one), in a transition, so the work
   * yields to the browser every few milliseconds. Once the page is hydrated the public frame types
   * again what was typed before or meanwhile (on screen, but not in React's state) and clicks again
   * the buttons clicked before; from now on React handles both itself.
   */
  const hydrate = () => {
    // The router renders the tree it rendered at build time (no Suspense boundaries of its own
    // around the root) only when it knows the page came from a server render.
    router.ssr = { manifest: undefined };
    stopNotingClicks();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  };

  // A pre-rendered page (docs/decisions/0017): its route's code and loader finish first, so React's
  // first render is the same page. Public pages are hydrated; the app's own pre-rendered forms (log
  // in, sign up) are replaced in one commit, carrying what was typed. Other pages render at once.
  if (root.hasAttribute(HYDRATE_ATTRIBUTE))
    void router.load().then(hydrate, hydrate);
  else if (root.hasChildNodes()) void router.load().then(takeOver, takeOver);
  else render();
}
