import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { PRERENDER_MANIFEST, SITE_ORIGIN_PLACEHOLDER, type SiteManifest } from "@folio/contract/public-site";
import type { HonoEnv } from "./env.ts";
import { routePatternRegExp } from "./public-site.ts";
import { appContentSecurityPolicy } from "./security-headers.ts";
import { serveSpa } from "./spa.ts";

describe("routePatternRegExp", () => {
  it("reads the router's patterns: params, optional params, splats, literal dots", () => {
    const matches = (pattern: string, p: string) => routePatternRegExp(pattern).test(p);
    expect(matches("/conversations/$id", "/conversations/c_1")).toBe(true);
    expect(matches("/conversations/$id", "/conversations")).toBe(false);
    expect(matches("/conversations/$id", "/conversations/c_1/more")).toBe(false);
    expect(matches("/chat-file/{-$id}", "/chat-file")).toBe(true);
    expect(matches("/chat-file/{-$id}", "/chat-file/doc_1")).toBe(true);
    expect(matches("/settings", "/Settings")).toBe(true);
    expect(matches("/settings", "/settingsx")).toBe(false);
    expect(matches("/files/$", "/files/a/b")).toBe(true);
    expect(matches("/a.b", "/axb")).toBe(false);
  });
});

describe("serveSpa with a pre-rendered public site", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "folio-site-"));
  const theme = "document.documentElement.classList.add('dark');";
  const page = (body: string) => `<!doctype html><head><script>${theme}</script><link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/faqs" /></head><div id="root">${body}</div>`;
  const manifest: SiteManifest = {
    pages: [
      { path: "/", file: "_site/index.html", noindex: false },
      { path: "/faqs", file: "_site/faqs.html", noindex: false },
      { path: "/ads-lp/study", file: "_site/ads-lp/study.html", noindex: true },
    ],
    appRoutes: ["/conversations/$id", "/settings", "/chat-file/{-$id}"],
    notFound: "_site/404.html",
  };
  fs.mkdirSync(path.join(dist, "_site", "ads-lp"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), `<!doctype html><script>${theme}</script><div id="root"></div>`);
  fs.writeFileSync(path.join(dist, "_site", "index.html"), page("Home page"));
  fs.writeFileSync(path.join(dist, "_site", "faqs.html"), page("Frequently asked"));
  fs.writeFileSync(path.join(dist, "_site", "ads-lp", "study.html"), page("Study"));
  fs.writeFileSync(path.join(dist, "_site", "404.html"), page("Page not found"));
  fs.writeFileSync(path.join(dist, PRERENDER_MANIFEST), JSON.stringify(manifest));
  const app = new Hono<HonoEnv>();
  serveSpa(app, dist, { publicUrl: "https://folio.example" });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const policy = appContentSecurityPolicy([`sha256-${crypto.createHash("sha256").update(theme).digest("base64")}`]);

  it("answers a page's address with its own HTML, the site's origin in it and its scripts allowed by hash", async () => {
    for (const [p, text] of [["/", "Home page"], ["/faqs", "Frequently asked"], ["/faqs/", "Frequently asked"], ["/ads-lp/study", "Study"]] as const) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toBe(policy);
      const html = await res.text();
      expect(html).toContain(text);
      expect(html).toContain('href="https://folio.example/faqs"');
      expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
    }
  });

  it("gives the app's routes the shell with 200 and anything else the 404 page with 404", async () => {
    for (const p of ["/conversations/c_1", "/settings", "/chat-file", "/chat-file/doc_1", "/index.html"]) {
      const res = await app.request(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    for (const p of ["/nope", "/conversations", "/faqs/more", "/_site/faqs.html", "/_site/site.json"]) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toBe(policy);
      expect(await res.text()).toContain("Page not found");
    }
  });

  it("lists the indexed pages in sitemap.xml and points robots.txt at it", async () => {
    const sitemap = await app.request("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(["https://folio.example/", "https://folio.example/faqs"]);
    const robots = await (await app.request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://folio.example/sitemap.xml");
  });
});

describe("serveSpa while a new build rewrites the pre-rendered site", () => {
  it("keeps answering from the last manifest, and the shell or a plain 404 when a file is missing for a moment", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "folio-site-rebuild-"));
    try {
      fs.mkdirSync(path.join(dist, "_site"), { recursive: true });
      fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
      fs.writeFileSync(path.join(dist, "_site", "faqs.html"), "<h1>Frequently asked</h1>");
      const manifest: SiteManifest = { pages: [{ path: "/faqs", file: "_site/faqs.html", noindex: false }], appRoutes: ["/settings"], notFound: "_site/404.html" };
      fs.writeFileSync(path.join(dist, PRERENDER_MANIFEST), JSON.stringify(manifest));
      const app = new Hono<HonoEnv>();
      serveSpa(app, dist);
      expect(await (await app.request("/faqs")).text()).toContain("Frequently asked");
      // The 404 page is missing, then the whole folder (vite build empties dist), then the manifest is half written.
      const gone = await app.request("/nope");
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain("Page not found");
      fs.rmSync(path.join(dist, "_site"), { recursive: true });
      expect((await app.request("/faqs")).status).toBe(200);
      expect((await app.request("/settings")).status).toBe(200);
      expect((await app.request("/sitemap.xml")).status).toBe(200);
      fs.mkdirSync(path.join(dist, "_site"));
      fs.writeFileSync(path.join(dist, PRERENDER_MANIFEST), '{"pages": [');
      expect((await app.request("/settings")).status).toBe(200);
      expect((await app.request("/nope")).status).toBe(404);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
