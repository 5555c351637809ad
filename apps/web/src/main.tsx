import "./lib/schemas-without-eval";
import "./styles.css";
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";
import { restoreTyped, takeTyped } from "./lib/typed-before-takeover";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

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

/** Over a pre-rendered page: what the visitor typed into it meanwhile goes into the app's own fields. */
const takeOver = () => {
  const typed = takeTyped(root);
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(app));
  restoreTyped(root, typed);
};

// A pre-rendered public page (docs/decisions/0017-pre-rendered-public-pages.md): its route's code
// and loader finish first, so React's first render is the same page and replaces the HTML in one
// commit, with no empty or spinner frame in between. Other pages render at once.
if (root.hasChildNodes()) void router.load().then(takeOver, takeOver);
else render();
