import crypto from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { GOOGLE_IDENTITY_ORIGIN, oneTapClientId, type Config } from "../config.ts";
import type { HonoEnv } from "./env.ts";

/**
 * The policy of every response that is not part of the web app: API JSON, errors, 404s and stored
 * files. Nothing may load, and a response opened as a page (a downloaded PDF, an error) is
 * sandboxed into an opaque origin without script, so an uploaded file can never act with the
 * user's session on Folio's origin.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/**
 * Origins outside Folio the pages may use, only those the operator configured (docs/decisions/0034):
 * the ad pixel's origin, and Google's for the one-tap prompt. Empty by default: nothing third-party.
 */
export interface ThirdPartySources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

export const NO_THIRD_PARTY: ThirdPartySources = { script: [], style: [], img: [], connect: [], frame: [] };

export function thirdPartySources(config: Pick<Config, "adPixelUrl" | "googleEnabled" | "GOOGLE_ISSUER" | "GOOGLE_CLIENT_ID">): ThirdPartySources {
  const sources: ThirdPartySources = { script: [], style: [], img: [], connect: [], frame: [] };
  if (config.adPixelUrl) {
    // A pixel loads its script, then reports with images and beacons to its own origin.
    const origin = new URL(config.adPixelUrl).origin;
    sources.script.push(origin);
    sources.img.push(origin);
    sources.connect.push(origin);
  }
  if (oneTapClientId(config)) {
    const gsi = `${GOOGLE_IDENTITY_ORIGIN}/gsi/`;
    sources.script.push(`${GOOGLE_IDENTITY_ORIGIN}/gsi/client`);
    sources.style.push(`${GOOGLE_IDENTITY_ORIGIN}/gsi/style`);
    sources.connect.push(gsi);
    sources.frame.push(gsi);
  }
  return sources;
}

const withSources = (directive: string, extra: string[]) => [directive, ...extra].join(" ");

/**
 * The web app's policy: code only from Folio's own origin, plus index.html's inline scripts by
 * their hashes, and the third-party origins the operator configured. Nothing is embedded in other
 * sites (the spec shares chats by link, never by frame).
 */
export function appContentSecurityPolicy(inlineScriptHashes: readonly string[], extra: ThirdPartySources = NO_THIRD_PARTY): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': PDF.js decodes JPEG 2000, JBIG2 and colour profiles with WebAssembly. It allows no JS eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...inlineScriptHashes.map((h) => `'${h}'`), ...extra.script].join(" "),
    // The dialogs' scroll lock and the toasts insert <style> elements at run time; styles cannot run script.
    withSources("style-src 'self' 'unsafe-inline'", extra.style),
    // PDF.js draws annotation borders and tests canvas support with data: SVG images.
    withSources("img-src 'self' data:", extra.img),
    // PDF.js falls back to data: fonts where the FontFace API is missing.
    "font-src 'self' data:",
    // Podcast audio is fetched with the session and played from a blob: URL.
    "media-src 'self' blob:",
    withSources("connect-src 'self'", extra.connect),
    "worker-src 'self'",
    // The installable app's manifest (docs/decisions/0023); its service worker is covered by worker-src.
    "manifest-src 'self'",
    "object-src 'none'",
    extra.frame.length ? withSources("frame-src", extra.frame) : "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The CSP hash source of each inline <script> in an HTML page (scripts with a src are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attrs) || body === "") continue;
    hashes.push(`sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return hashes;
}

/** Browser features Folio never uses, refused to the page and anything it might load. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), accelerometer=(), gyroscope=(), magnetometer=()";

/** One year. No includeSubDomains: Folio may run on one host of a domain whose other hosts still speak plain HTTP. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/**
 * Security headers on every response, whatever produced it (a route, the web app, an error, a 404).
 * A handler that set its own Content-Security-Policy (the web app's pages and assets) keeps it;
 * everything else gets the API's sandbox policy. HSTS is sent only when Folio is reached over https.
 */
export function securityHeaders(config: Pick<Config, "PUBLIC_URL">): MiddlewareHandler<HonoEnv> {
  const https = config.PUBLIC_URL?.startsWith("https:") ?? false;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("content-security-policy")) headers.set("content-security-policy", API_CONTENT_SECURITY_POLICY);
    headers.set("x-content-type-options", "nosniff");
    headers.set("x-frame-options", "DENY");
    headers.set("referrer-policy", "strict-origin-when-cross-origin");
    headers.set("cross-origin-opener-policy", "same-origin");
    headers.set("cross-origin-resource-policy", "same-origin");
    headers.set("permissions-policy", PERMISSIONS_POLICY);
    if (https) headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  };
}
