import "./lib/schemas-without-eval";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );

// A pre-rendered public page (docs/decisions/0017-pre-rendered-public-pages.md): its route's code
// and loader finish first, so React's first render is the same page and replaces the HTML in one
// commit, with no empty or spinner frame in between. Other pages render at once.
if (root.hasChildNodes()) void router.load().then(render, render);
else render();
