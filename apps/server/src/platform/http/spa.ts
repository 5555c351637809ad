import fs from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import type { HonoEnv } from "./env.ts";
import { appContentSecurityPolicy, inlineScriptHashes, NO_THIRD_PARTY, type ThirdPartySources } from "./security-headers.ts";
import { PRERENDER_DIR } from "@folio/contract/public-site";
import { loadPublicSite } from "./public-site.ts";

/** Vite names every file under /assets/ by its content hash, so a cached copy can never be stale. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The 404 while a new build is rewriting the pre-rendered files: plain, no script. */
const NOT_FOUND_FALLBACK = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found · Folio</title><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></html>';

/** The policy of the build's files: PDF.js's worker runs under the policy its script is served with. */
const ASSET_POLICY = appContentSecurityPolicy([]);

/**
 * Serve the built web app: real files as they are, and index.html for app routes. Unknown /api
 * paths, missing assets and dotted file names get a real 404 instead of the app's HTML.
 * The build's scripts and styles are sent as the build compressed them (Brotli or gzip, whichever
 * the browser takes; docs/decisions/0053); other text is gzip-compressed as it is sent. Hashed
 * assets are cached for a year, the HTML is revalidated.
 * The page's Content-Security-Policy allows its inline scripts by hash, computed from the file
 * served (again only when a new build changed it).
 *
 * A build with a pre-rendered public site (docs/decisions/0017) answers its pages' addresses with
 * their own HTML, serves /sitemap.xml and /robots.txt, gives the app's routes the shell and every
 * other address the 404 page with status 404. The site's address in canonical links and the
 * sitemap is PUBLIC_URL, else the request's origin.
 */
export function serveSpa(app: Hono<HonoEnv>, distDir: string, opts: { publicUrl?: string; thirdParty?: ThirdPartySources } = {}): void {
  const thirdParty = opts.thirdParty ?? NO_THIRD_PARTY;
  const indexPath = path.join(distDir, "index.html");
  let index: { html: string; policy: string } | null = null;
  const readIndex = () => {
    const html = fs.readFileSync(indexPath, "utf8");
    if (index?.html !== html) index = { html, policy: appContentSecurityPolicy(inlineScriptHashes(html), thirdParty) };
    return index;
  };
  const notApi = compress();
  app.use("/*", (c, next) => (c.req.path.startsWith("/api/") ? next() : notApi(c, next)));
  app.use("/*", async (c, next) => {
    await next();
    if (c.req.path.startsWith("/api/") || c.res.status !== 200) return;
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", ASSET_POLICY);
    if (c.res.headers.has("Cache-Control")) return;
    c.res.headers.set("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
  });
  const servePage = (c: Context<HonoEnv>) => {
    if (!fs.existsSync(indexPath)) return c.text("The web app is not built. Run `npm run build`.", 503);
    const page = readIndex();
    return c.html(page.html, 200, { "Content-Security-Policy": page.policy });
  };
  const site = loadPublicSite(distDir, thirdParty);
  const origin = (c: Context<HonoEnv>) => (opts.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, "");
  const sitePage = (c: Context<HonoEnv>) => {
    const p = c.req.path;
    const page = site?.page(p, origin(c));
    if (page) return c.html(page.html, 200, { "Content-Security-Policy": page.policy });
    if (!site || site.isAppRoute(p) || site.isPage(p)) return servePage(c);
    const notFound = site.notFound(origin(c));
    if (!notFound) return c.html(NOT_FOUND_FALLBACK, 404);
    return c.html(notFound.html, 404, { "Content-Security-Policy": notFound.policy });
  };
  if (site) {
    app.get("/sitemap.xml", (c) => c.body(site.sitemap(origin(c)), 200, { "Content-Type": "application/xml; charset=utf-8" }));
    app.get("/robots.txt", (c) => c.text(site.robots(origin(c))));
    // The pre-rendered files are served at their pages' addresses, never as files of their own.
    app.get(`/${PRERENDER_DIR}/*`, sitePage);
  }
  // Before the static files, which would serve index.html without its policy.
  app.get("/", sitePage);
  app.get("/index.html", servePage);
  app.use("/*", serveStatic({ root: path.relative(process.cwd(), distDir) || ".", precompressed: true }));
  app.get("*", (c) => {
    const p = c.req.path;
    if (p.startsWith("/api/") || p.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(p)) return c.notFound();
    return sitePage(c);
  });
}
