import type { ComponentType } from "react";
import type { PublicBackground } from "@/features/home";

/** One public page: everything the router, the pre-render and the sitemap need to know of it. */
export interface PublicPage {
  /** The address, without a trailing slash ("/faqs"). */
  path: string;
  /** The <title>, as search results and link previews show it. */
  title: string;
  /** The meta description (and Open Graph description): one or two sentences. */
  description: string;
  /** The spec's rule: dark for home, compare and pricing, white elsewhere. */
  background: PublicBackground;
  /** The page's content inside the public frame, loaded with the page (its own chunk). */
  load: () => Promise<ComponentType>;
  /** Left out of sitemap.xml and marked noindex (ad landing pages duplicate /pdf-to-chat). */
  noindex?: boolean;
}

/** A path as the registry keys it: no trailing slash, except the root. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
