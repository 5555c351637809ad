import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOLS } from "@folio/contract";
import { API_PLANS, API_PLAN_TYPES, apiYearlyPrice } from "@folio/contract/billing-plans";
import { PRERENDER_MANIFEST, type SiteManifest } from "@folio/contract/public-site";
import { createApp } from "../../app.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

/** The web build `npm run build` made (setup and CI build it before the tests). */
const WEB_DIST = fileURLToPath(new URL("../../../../web/dist", import.meta.url));

/** Each public page and words only it holds, as a visitor without JavaScript gets them. */
const PAGE_CONTENT: Record<string, string[]> = {
  "/": ["Ask your documents. Check every answer."],
  "/pricing": ["Developer API plans", "Credits"],
  "/faqs": ["Frequently asked questions", "Which files can I upload?", "PDF, TXT, PPT, PPTX, EPUB, RTF, CSV", "kept at most 90 days", "Arabic"],
  "/privacy": ["Privacy policy", "folio_session", "Nothing of it goes to another company"],
  "/terms": ["Terms of service", "at least 13 years old", "6 months"],
  "/changelog": ["Changelog", "2026-11-23"],
  "/downloads": ["Downloads", "npm run setup", "npm start", "Download it and see how to load it"],
  "/delete": ["Delete your account", 'href="/settings"'],
  "/pdf-to-chat": ["Chat with your PDF", `href="/login?next=${encodeURIComponent("/conversations?startChat=true")}"`],
  "/lp-meta": ["Ask your documents anything", "/login?next="],
  "/ads-lp/study": ["Study from your course readings", "/login?next="],
  "/compare": ["Compare Folio", 'href="/compare/humata"', 'href="/compare/chatpdf"'],
  "/compare/humata": ["Folio vs Humata", "Grounded", "https://docs.humata.ai/guides/readme/chat-settings", "checked on 25 November 2026"],
  "/compare/chatpdf": ["Folio vs ChatPDF", "2,000 pages or 32 MB"],
  "/alternatives": ["Alternatives", 'href="/best-smallpdf-alternatives"', 'href="/top-chatpdf-alternatives"'],
  "/best-smallpdf-alternatives": ["The best Smallpdf alternatives", "https://smallpdf.com/legal", "Humata"],
  "/top-humata-alternatives": ["The best Humata alternatives", "ChatPDF"],
  "/books": ["Public-domain books", 'href="/books/pride-and-prejudice"', 'href="/books/authors/jane-austen"', 'href="/books/genres/science-fiction"'],
  "/books/pride-and-prejudice": ["Pride and Prejudice", "1813", 'href="/books/authors/jane-austen"', "Chat with this book", `href="/login?next=${encodeURIComponent("/books/pride-and-prejudice/chat")}"`, "https://standardebooks.org/ebooks/jane-austen/pride-and-prejudice", "Public domain in the United States"],
  "/books/authors/jane-austen": ["Jane Austen", "1775–1817", 'href="/books/emma"', 'href="/books/persuasion"'],
  "/books/genres/science-fiction": ["Science Fiction", 'href="/books/the-time-machine"'],
  "/affiliate-program": ["Affiliate programme", "30% of the first payment", "Attribution window", "folio_ref", "reaches $50", "Prohibited practices", 'href="/billing"'],
  // App pages every signed-out visitor sees the same, pre-rendered too: their forms are in the HTML.
  "/login": ["Log in to Folio", 'type="email"', 'type="password"', 'href="/register"'],
  "/register": ["Create your Folio account", 'type="password"', "terms of service", 'href="/terms"', 'href="/privacy"'],
};

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The API plans table as /developers first shows it (yearly): each plan's name and its price. */
const API_PLAN_TEXTS = API_PLAN_TYPES.flatMap((type) => {
  const { name, price } = API_PLANS[type];
  return [name, price === null ? "Custom" : price === 0 ? "Free" : `Billed ${usd(apiYearlyPrice(price))} yearly`];
});

/** Three tools of different kinds (text, PDF, generative) and the control each page's form is used with. */
const SAMPLE_TOOLS: Record<string, string> = {
  "word-counter": '<textarea',
  "pdf-merge": 'type="file"',
  "essay-maker": '<textarea',
};

/** Addresses of the app itself: its shell, status 200, whatever the id. */
const APP_PATHS = ["/conversations", "/conversations/c_123", "/documents", "/documents/doc_123", "/shared-chats/share_123", "/settings", "/knowledge-base/folder/kb_1", "/chat-file", "/chat-file/doc_1", "/conversation", "/upload", "/file-upload", "/books/pride-and-prejudice/chat"];

/** Pre-rendered app pages in the account pages' own frame rather than the public header and footer. */
const OWN_FRAME = new Set(["/login", "/register"]);

const NOT_FOUND_PATHS = ["/no-such-page", "/books/no-such-book", "/books/authors/nobody", "/faqs/extra", "/conversations/c_1/extra", "/settings/x/y", "/_site/faqs.html", "/tools/no-such-tool"];

describe.each(DATABASE_KINDS)("the pre-rendered public site over HTTP on %s", (kind) => {
  let t: TestApp;
  let server: ServerType;
  let origin = "";
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, PRERENDER_MANIFEST), "utf8")) as SiteManifest;
  const get = (p: string) => fetch(`${origin}${p}`, { redirect: "manual" });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const app = createApp(t.deps);
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await t?.close();
  });

  it("serves every public page's content, title, description, canonical URL and preview tags in the HTML", async () => {
    for (const p of Object.keys(PAGE_CONTENT)) expect(manifest.pages.map((page) => page.path), p).toContain(p);
    for (const page of manifest.pages) {
      const res = await get(page.path);
      expect(res.status, page.path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      // React marks where one text node ends and the next begins with <!-- -->; a reader sees one text.
      const text = html.replaceAll("<!-- -->", "");
      for (const words of PAGE_CONTENT[page.path] ?? []) expect(text, `${page.path}: ${words}`).toContain(words);
      expect(html).toMatch(/<h1[\s>]/);
      expect(html.match(/<title>[^<]+<\/title>/g)).toHaveLength(1);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${page.path}" />`);
      expect(html).toContain(`<meta property="og:url" content="${origin}${page.path}" />`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
      expect(html.includes('<meta name="robots" content="noindex" />'), page.path).toBe(page.noindex);
      // One header and footer on every page, the legal pages linked from each.
      if (OWN_FRAME.has(page.path)) continue;
      for (const link of ['href="/pricing"', 'href="/faqs"', 'href="/privacy"', 'href="/terms"', 'href="/changelog"']) expect(html, `${page.path} ${link}`).toContain(link);
    }
  });

  it("serves /developers, /other-tools and every /tools/<slug> pre-rendered, without JavaScript", async () => {
    const textOf = async (p: string) => {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      return (await res.text()).replaceAll("<!-- -->", "");
    };
    const developers = await textOf("/developers");
    expect(developers).toContain("<title>Developer API · Folio</title>");
    for (const words of API_PLAN_TEXTS) expect(developers, words).toContain(words);

    const index = await textOf("/other-tools");
    for (const tool of TOOLS) expect(index, tool.name).toContain(asHtml(tool.name));
    for (const tool of TOOLS) expect(index).toContain(`href="/tools/${tool.slug}"`);

    for (const [slug, control] of Object.entries(SAMPLE_TOOLS)) {
      const tool = TOOLS.find((t) => t.slug === slug);
      expect(tool, slug).toBeDefined();
      const html = await textOf(`/tools/${slug}`);
      expect(html).toContain(`<title>${asHtml(tool?.name ?? "")} · Free tool · Folio</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${asHtml(tool?.name ?? "")}</h1>`));
      expect(html, slug).toContain(asHtml(tool?.description ?? ""));
      expect(html, `${slug}'s form`).toContain(control);
    }
    // Signed-in and data-driven developer pages stay the app's: its shell.
    for (const p of ["/developers/apiKeys", "/developers/reference"]) expect(await textOf(p), p).toContain('<div id="root"></div>');
  });

  it("answers the app's own addresses with the app shell and status 200", async () => {
    for (const p of APP_PATHS) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('<div id="root"></div>');
    }
  });

  it("answers unknown addresses with the 404 page and status 404", async () => {
    for (const p of NOT_FOUND_PATHS) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      const html = await res.text();
      expect(html, p).toContain("Page not found");
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("lists every indexed page in sitemap.xml, each answering 200, and points robots.txt at it", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs.sort()).toEqual(manifest.pages.filter((p) => !p.noindex).map((p) => `${origin}${p.path}`).sort());
    for (const p of ["/developers", "/other-tools", "/books", "/books/pride-and-prejudice", "/books/authors/jane-austen", "/books/genres/poetry", ...TOOLS.map((t) => `/tools/${t.slug}`)]) expect(locs, p).toContain(`${origin}${p}`);
    for (const loc of locs) expect((await fetch(loc, { redirect: "manual" })).status, loc).toBe(200);
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
