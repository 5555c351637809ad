/**
 * The build's second step (`npm run build`, after `vite build`): every page of the public site's
 * registry, and the app pages a signed-out visitor sees the same (log in, sign up), rendered to HTML by the app itself, so its content, title, description, canonical URL
 * and Open Graph/Twitter tags are there without JavaScript; then the app takes over in the browser
 * (main.tsx). Also the 404 page and the manifest the server reads (docs/decisions/0017).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { PRERENDER_DIR, PRERENDER_MANIFEST, SITE_ORIGIN_PLACEHOLDER, type SiteManifest } from "@folio/contract/public-site";
import { headTags, pageFile, withAppAfterLoad, withPage, withSubmitsHeld } from "./src/pages/public-site/html";
import type * as PrerenderEntry from "./src/prerender-entry";

const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);
const dist = here("./dist");
const ssrOut = here("./node_modules/.cache/folio-prerender");

type Entry = typeof PrerenderEntry;

/** The public pages' entry chunk, from the manifest `vite build` wrote; the manifest is not served. */
function publicEntryFile(): string {
  const manifestDir = path.join(dist, ".vite");
  const manifest = JSON.parse(fs.readFileSync(path.join(manifestDir, "manifest.json"), "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  fs.rmSync(manifestDir, { recursive: true, force: true });
  const entry = manifest["src/public-main.tsx"];
  if (!entry?.isEntry) throw new Error("the build's manifest has no entry src/public-main.tsx");
  return entry.file;
}

async function main() {
  const template = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  // Public pages (and the 404 page) paint before the app's script loads, and load their own entry
  // (public-main.tsx); the log-in and sign-up pages are the app's own forms and load it at once, as
  // the app shell does, holding a form sent before the app takes them over.
  const publicTemplate = withAppAfterLoad(template, `/${publicEntryFile()}`);
  const appFormTemplate = withSubmitsHeld(template);
  await build({
    configFile: here("./vite.config.ts"),
    logLevel: "warn",
    build: { ssr: here("./src/prerender-entry.tsx"), outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = (await import(pathToFileURL(path.join(ssrOut, "prerender-entry.js")).href)) as Entry;

  const outDir = path.join(dist, PRERENDER_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), html);
  };

  const manifest: SiteManifest = { pages: [], appRoutes: entry.appRoutePatterns(), notFound: `${PRERENDER_DIR}/404.html` };
  const pages = [...entry.PUBLIC_PAGES.map((page) => ({ page, shell: publicTemplate })), ...entry.PRERENDERED_APP_PAGES.map((page) => ({ page, shell: appFormTemplate }))];
  for (const { page, shell } of pages) {
    const file = `${PRERENDER_DIR}/${pageFile(page.path)}`;
    const markup = await entry.renderPath(page.path);
    write(file, withPage(shell, headTags(page, SITE_ORIGIN_PLACEHOLDER), markup));
    manifest.pages.push({ path: page.path, file, noindex: page.noindex ?? false });
  }
  const notFound = { title: "Page not found · Folio", description: "There is no page at this address.", noindex: true };
  write(manifest.notFound, withPage(publicTemplate, headTags(notFound, SITE_ORIGIN_PLACEHOLDER), await entry.renderPath(entry.NOT_FOUND_PROBE)));
  write(PRERENDER_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`pre-rendered ${manifest.pages.length} public pages and the 404 page; ${manifest.appRoutes.length} app routes`);
}

// Exit when done: timers the rendered app started (the query client's garbage collection) would keep Node alive.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
