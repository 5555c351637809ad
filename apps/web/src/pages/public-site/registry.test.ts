import { describe, expect, it } from "vitest";
import { TOOLS } from "@folio/contract";
import { BOOKS, BOOK_AUTHORS, BOOK_GENRES, bookAuthorPath, bookGenrePath, bookPath } from "@folio/contract/books-catalogue";
import { HYDRATE_ATTRIBUTE, headTags, pageFile, withAppAfterLoad, withPage, withSubmitsHeld } from "./html";
import { NOTE_CLICKS } from "@/lib/clicks-before-takeover";
import { HOLD_SUBMITS } from "@/lib/submits-before-takeover";
import { PUBLIC_PAGES, findPublicPage } from "./registry";

describe("the public pages' registry", () => {
  it("holds each address once, spelled as the router and the pre-render need it", () => {
    const paths = PUBLIC_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PUBLIC_PAGES) {
      expect(() => pageFile(page.path)).not.toThrow();
      expect(page.title).toMatch(/Folio/);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("has the spec's public pages, with home and pricing dark and the text pages white", () => {
    for (const p of ["/", "/pricing", "/faqs", "/privacy", "/terms", "/changelog", "/downloads", "/delete", "/pdf-to-chat", "/lp-meta"]) expect(findPublicPage(p), p).toBeDefined();
    expect(findPublicPage("/")?.background).toBe("dark");
    expect(findPublicPage("/pricing")?.background).toBe("dark");
    expect(findPublicPage("/faqs")?.background).toBe("white");
    expect(findPublicPage("/compare")?.background).toBe("dark");
    expect(findPublicPage("/compare/humata")?.background).toBe("dark");
    expect(findPublicPage("/alternatives")?.background).toBe("white");
    expect(findPublicPage("/best-smallpdf-alternatives")).toBeDefined();
    expect(findPublicPage("/top-chatpdf-alternatives")).toBeDefined();
    expect(findPublicPage("/faqs/")?.path).toBe("/faqs");
    expect(findPublicPage("/nothing")).toBeUndefined();
    expect(findPublicPage("/developers")?.background).toBe("white");
    expect(findPublicPage("/other-tools")?.background).toBe("white");
  });

  it("has the books explorer: /books and a page per book, author and genre of the catalogue, white", () => {
    for (const p of ["/books", ...BOOKS.map(bookPath), ...BOOK_AUTHORS.map(bookAuthorPath), ...BOOK_GENRES.map(bookGenrePath)]) expect(findPublicPage(p)?.background, p).toBe("white");
    expect(findPublicPage("/books/pride-and-prejudice")?.title).toBe("Pride and Prejudice by Jane Austen · Folio");
  });

  it("has one page per tool of the contract's tools registry, with the tool's name and description", () => {
    for (const tool of TOOLS) {
      const page = findPublicPage(`/tools/${tool.slug}`);
      expect(page?.title, tool.slug).toBe(`${tool.name} · Free tool · Folio`);
      expect(page?.description).toContain(tool.description);
    }
  });

  it("keeps the ad landing pages out of search, and only those", () => {
    expect(PUBLIC_PAGES.filter((p) => p.noindex).every((p) => p.path.startsWith("/ads-lp/"))).toBe(true);
    expect(PUBLIC_PAGES.some((p) => p.path.startsWith("/ads-lp/"))).toBe(true);
  });

  // Transforming every public page's module graph on a cold cache takes seconds on a busy 2-core
  // machine (10.6 s seen at load 28); what is checked is that each loads, not how fast.
  it("loads every page's component", { timeout: 60_000 }, async () => {
    for (const page of PUBLIC_PAGES) expect(typeof (await page.load()), page.path).toBe("function");
  });
});

describe("a pre-rendered page's HTML", () => {
  const template = '<!doctype html><html><head>\n<meta name="description" content="shell" />\n<title>Folio</title>\n</head><body><div id="root"></div></body></html>';

  it("replaces the shell's title and description with the page's tags, escaped", () => {
    const head = headTags({ path: "/faqs", title: 'Q & A "quoted" <b>', description: "About <everything>." }, "https://folio.example");
    const html = withPage(template, head, "<main>x</main>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Q &amp; A &quot;quoted&quot; &lt;b&gt;</title>");
    expect(html).not.toContain('content="shell"');
    expect(html).toContain('<meta name="description" content="About &lt;everything&gt;." />');
    expect(html).toContain('<link rel="canonical" href="https://folio.example/faqs" />');
    expect(html).toContain('<meta property="og:url" content="https://folio.example/faqs" />');
    expect(html).toContain('<div id="root"><main>x</main></div>');
    expect(html).not.toContain("noindex");
  });

  it("loads the public pages' own entry once the page has loaded, not index.html's, with no preloads in the head", () => {
    const built = '<html><head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/b.js">\n    <link rel="stylesheet" crossorigin href="/assets/c.css">\n</head><body><div id="root"></div></body></html>';
    const html = withAppAfterLoad(built, "/assets/public-entry-d.js");
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("index-a.js");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/c.css">');
    expect(html).toMatch(/<script>addEventListener\("load",.*"\/assets\/public-entry-d\.js".*<\/script>\n {2}<\/body>/);
  });

  it("marks a public page's root for hydration and notes clicks from before it, the page's markup inside", () => {
    const built = '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
    const html = withPage(withAppAfterLoad(built, "/assets/public-entry-d.js"), headTags({ path: "/faqs", title: "t", description: "d" }, "https://f.example"), "<main>x</main>");
    expect(html).toContain(`<script>${NOTE_CLICKS}</script>\n    <div id="root" ${HYDRATE_ATTRIBUTE}><main>x</main></div>`);
  });

  it("keeps the app's script in the head of a pre-rendered app form and holds its submits before the root", () => {
    const built = '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
    const html = withPage(withSubmitsHeld(built), headTags({ path: "/login", title: "t", description: "d" }, "https://f.example"), "<form>x</form>");
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain(`<script>${HOLD_SUBMITS}</script>\n    <div id="root"><form>x</form></div>`);
    expect(html).not.toContain(HYDRATE_ATTRIBUTE);
  });

  it("marks noindex pages, gives the 404 page no canonical address and drops titles React hoisted into the markup", () => {
    const html = withPage(template, headTags({ title: "Not found", description: "d", noindex: true }, "https://f.example"), "<title>Other</title><h1>$& $1</h1>");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain("canonical");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<h1>$& $1</h1>");
  });

  it("refuses addresses that are not lower-case words and slashes", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/ads-lp/study")).toBe("ads-lp/study.html");
    for (const bad of ["faqs", "/../x", "/a//b", "/FAQ", "/a/"]) expect(() => pageFile(bad), bad).toThrow();
  });
});
