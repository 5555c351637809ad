import "./lib/schemas-without-eval";
import { nextTask } from "./lib/next-task";

/**
 * The entry of the pre-rendered public pages (their script, loaded after the page's `load`):
 * the app's modules evaluated in several tasks, not one (docs/decisions/0048). Evaluating a module
 * graph is one task however large it is: the app's took some 85 ms of one core, four times that on
 * Lighthouse's mobile CPU, and was most of the public pages' total blocking time. Each dynamic
 * import below evaluates only the modules not evaluated yet (each step's own), and the browser has
 * the main thread between them. The steps are cut where the work is: zod builds the contract's
 * schemas as their modules run (zod's first use over the smallest, the heaviest one by one, then the
 * rest), React DOM, the root route and its widgets, the public site's registry, the public site's
 * routes (not the app's: docs/decisions/0055); then the public site starts (public-start.tsx). The
 * page is whole meanwhile, and what the visitor clicks or types is carried into the app
 * (decision 42). The app's own pages keep main.tsx, which starts the app at once.
 */
const STEPS: (() => Promise<unknown>)[] = [
  // Zod's first use (its code compiled as the first schemas are built) split over the contract's
  // smallest modules before chat's.
  () => import("@folio/contract/common"),
  () => import("@folio/contract/locator"),
  () => import("@folio/contract/chat"),
  () => import("@folio/contract/mcp"),
  () => import("@folio/contract/tools"),
  () => import("@folio/contract/summaries"),
  () => import("@folio/contract/api-keys"),
  () => import("@folio/contract/documents"),
  () => import("@folio/contract/accounts"),
  () => import("@folio/contract/zotero"),
  () => import("@folio/contract/folders"),
  () => import("@folio/contract/openai-compat"),
  () => import("@folio/contract"),
  // Tailwind-merge builds its class tables on its first call; made here, not in a render.
  () => import("./lib/cn").then(({ cn }) => cn("p-0")),
  () => import("react-dom/client"),
  () => import("./routes/__root"),
  // The public site's registry (the books catalogue's pages, the comparisons), then the route tree.
  () => import("@folio/contract/books-catalogue"),
  () => import("./pages/public-site/book-pages"),
  () => import("./lib/comparisons"),
  () => import("./pages/public-site"),
  () => import("./public-router"),
];

for (const step of STEPS) {
  await step();
  await nextTask();
}
await import("./public-start");
