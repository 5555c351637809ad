/**
 * What the web build hands the server about the public site (docs/decisions/0017): written by
 * apps/web/prerender.ts to <dist>/_site/site.json, read by the server's platform/http/public-site.ts.
 */

/** Where the site's manifest and pre-rendered pages live in the web build (never served as files). */
export const PRERENDER_DIR = "_site";
export const PRERENDER_MANIFEST = `${PRERENDER_DIR}/site.json`;

/**
 * Stands for the site's address in the pre-rendered HTML (canonical and Open Graph URLs): the build
 * does not know where Folio will be reached, the server does (PUBLIC_URL, else the request's origin).
 */
export const SITE_ORIGIN_PLACEHOLDER = "https://folio-site-origin.invalid";

export interface PrerenderedPage {
  /** "/faqs", no trailing slash ("/" for home). */
  path: string;
  /** Its file, relative to the build's directory. */
  file: string;
  /** Kept out of sitemap.xml (and marked noindex in the page). */
  noindex: boolean;
}

export interface SiteManifest {
  pages: PrerenderedPage[];
  /** The app's own routes as the router spells them ("/conversations/$id", "/chat-file/{-$id}"): served the app shell with 200. */
  appRoutes: string[];
  /** The 404 page's file, relative to the build's directory. */
  notFound: string;
}
