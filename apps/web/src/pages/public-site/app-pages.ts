import type { PublicPage } from "./public-page";

/** An app route the build pre-renders: its address and head tags (its own file route renders it). */
export type PrerenderedAppPage = Pick<PublicPage, "path" | "title" | "description" | "noindex">;

/**
 * App routes that every signed-out visitor sees the same, so search engines, link previews and
 * visitors without JavaScript get their content: pre-rendered by the build like the registry's
 * pages, though their own routes (with their search parameters) render them.
 */
export const PRERENDERED_APP_PAGES: readonly PrerenderedAppPage[] = [
  {
    path: "/login",
    title: "Log in · Folio",
    description: "Log in to Folio with your e-mail and password or with Google, and go back to your documents and conversations.",
  },
  {
    path: "/register",
    title: "Create your Folio account · Folio",
    description: "Create a free Folio account: upload your documents and ask them anything, with the page of every answer cited.",
  },
];
