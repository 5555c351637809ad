import fs from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import type { HonoEnv } from "./env.ts";

/** Vite names every file under /assets/ by its content hash, so a cached copy can never be stale. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serve the built web app: real files as they are, and index.html for app routes. Unknown /api
 * paths, missing assets and dotted file names get a real 404 instead of the app's HTML.
 * Text is gzip-compressed; hashed assets are cached for a year, the HTML is revalidated.
 */
export function serveSpa(app: Hono<HonoEnv>, distDir: string): void {
  const indexPath = path.join(distDir, "index.html");
  const notApi = compress();
  app.use("/*", (c, next) => (c.req.path.startsWith("/api/") ? next() : notApi(c, next)));
  app.use("/*", async (c, next) => {
    await next();
    if (c.req.path.startsWith("/api/") || c.res.status !== 200 || c.res.headers.has("Cache-Control")) return;
    c.res.headers.set("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
  });
  app.use("/*", serveStatic({ root: path.relative(process.cwd(), distDir) || "." }));
  app.get("*", (c) => {
    const p = c.req.path;
    if (p.startsWith("/api/") || p.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(p)) return c.notFound();
    if (!fs.existsSync(indexPath)) return c.text("The web app is not built. Run `npm run build`.", 503);
    return c.html(fs.readFileSync(indexPath, "utf8"));
  });
}
