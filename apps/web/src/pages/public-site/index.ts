/** The public site: its one registry of pages, and the view the router shows them in. */
export type { PublicPage } from "./public-page";
export { normalizePath } from "./public-page";
export { PUBLIC_PAGES, findPublicPage } from "./registry";
export { PRERENDERED_APP_PAGES, type PrerenderedAppPage } from "./app-pages";
export { PublicNotFound, PublicPageView } from "./public-page-view";
export { loadPublicPage } from "./load-public-page";
export { HYDRATE_ATTRIBUTE } from "./html";
