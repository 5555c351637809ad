import fs from "node:fs";
import path from "node:path";
import { PRERENDER_MANIFEST, SITE_ORIGIN_PLACEHOLDER, type SiteManifest } from "@folio/contract/public-site";
import { appContentSecurityPolicy, inlineScriptHashes, NO_THIRD_PARTY, type ThirdPartySources } from "./security-headers.ts";

/** An HTML page ready to send: its markup for this origin and the policy allowing its inline scripts. */
export interface SitePage {
  html: string;
  policy: string;
}

/** The pre-rendered public site of a web build (docs/decisions/0017): which file answers which address. */
export interface PublicSite {
  /** The pre-rendered page at this address, if one was built. */
  page(pathname: string, origin: string): SitePage | null;
  /** Whether the address is one of the app's own routes (served the app shell). */
  isAppRoute(pathname: string): boolean;
  /** Whether a page is registered at the address (the app renders it too, should its file be missing). */
  isPage(pathname: string): boolean;
  /** The 404 page (null while a new build is being written). */
  notFound(origin: string): SitePage | null;
  sitemap(origin: string): string;
  robots(origin: string): string;
}

/** A path as the build's registry keys it: no trailing slash, except the root. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A router pattern as the web app's route tree spells it, as a regular expression: `$name` is one
 * segment, `{-$name}` an optional one, a lone `$` the rest of the path. Case-insensitive, as the
 * router matches.
 */
export function routePatternRegExp(pattern: string): RegExp {
  let source = "";
  for (const segment of normalizePath(pattern).split("/").slice(1)) {
    if (segment === "$") source += "(?:/.*)?";
    else if (/^\{-\$\w+\}$/.test(segment)) source += "(?:/[^/]+)?";
    else if (/^\$\w+$/.test(segment)) source += "/[^/]+";
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source || "/"}$`, "i");
}

const isMissing = (error: unknown) => error instanceof Error && "code" in error && error.code === "ENOENT";

function fileMtime(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function readIfPresent(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function readManifest(file: string): SiteManifest | null {
  const text = readIfPresent(file);
  if (text === null) return null;
  try {
    return JSON.parse(text) as SiteManifest;
  } catch {
    return null;
  }
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The public site of the build in distDir, or null for a build without one (then every address
 * gets the app shell, as before pre-rendering). Files are read again when a new build replaced them;
 * while a build is rewriting the folder (files missing for a moment), the last manifest read is used
 * and a page that cannot be read is answered as the app shell would be.
 */
export function loadPublicSite(distDir: string, thirdParty: ThirdPartySources = NO_THIRD_PARTY): PublicSite | null {
  const manifestPath = path.join(distDir, PRERENDER_MANIFEST);
  if (!fs.existsSync(manifestPath)) return null;

  let cached: { mtimeMs: number; manifest: SiteManifest; byPath: Map<string, string>; appRoutes: RegExp[] } | null = null;
  const current = () => {
    const mtimeMs = fileMtime(manifestPath);
    if (mtimeMs !== null && cached?.mtimeMs !== mtimeMs) {
      const manifest = readManifest(manifestPath);
      // Half written by a build in progress: keep the last one until it is whole.
      if (!manifest) return cached;
      cached = {
        mtimeMs,
        manifest,
        byPath: new Map(manifest.pages.map((p) => [p.path, p.file])),
        appRoutes: manifest.appRoutes.map(routePatternRegExp),
      };
    }
    return cached;
  };

  // Each file's policy, computed again only when a new build changed the file.
  const policies = new Map<string, SitePage>();
  const read = (file: string, origin: string): SitePage | null => {
    const html = readIfPresent(path.join(distDir, file));
    if (html === null) return null;
    let known = policies.get(file);
    if (known?.html !== html) {
      known = { html, policy: appContentSecurityPolicy(inlineScriptHashes(html), thirdParty) };
      policies.set(file, known);
    }
    return { html: html.replaceAll(SITE_ORIGIN_PLACEHOLDER, origin), policy: known.policy };
  };

  return {
    page(pathname, origin) {
      const file = current()?.byPath.get(normalizePath(pathname));
      return file === undefined ? null : read(file, origin);
    },
    isAppRoute(pathname) {
      const p = normalizePath(pathname);
      return current()?.appRoutes.some((re) => re.test(p)) ?? true;
    },
    isPage(pathname) {
      return current()?.byPath.has(normalizePath(pathname)) ?? false;
    },
    notFound(origin) {
      const site = current();
      return site ? read(site.manifest.notFound, origin) : null;
    },
    sitemap(origin) {
      const urls = (current()?.manifest.pages ?? [])
        .filter((p) => !p.noindex)
        .map((p) => `  <url><loc>${xmlEscape(`${origin}${p.path}`)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
    },
    robots(origin) {
      return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
    },
  };
}
