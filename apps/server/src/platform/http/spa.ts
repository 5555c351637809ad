import fs from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { HonoEnv } from "./env.ts";

/**
 * Serve the built web app: real files as they are, and index.html for app routes. Unknown /api
 * paths, missing assets and dotted file names get a real 404 instead of the app's HTML.
 */
export function serveSpa(app: Hono<HonoEnv>, distDir: string): void {
  const indexPath = path.join(distDir, "index.html");
  app.use("/*", serveStatic({ root: path.relative(process.cwd(), distDir) || "." }));
  app.get("*", (c) => {
    const p = c.req.path;
    if (p.startsWith("/api/") || p.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(p)) return c.notFound();
    if (!fs.existsSync(indexPath)) return c.text("The web app is not built. Run `npm run build`.", 503);
    return c.html(fs.readFileSync(indexPath, "utf8"));
  });
}
