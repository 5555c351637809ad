import type { PublicPage } from "./public-page";
// Relative: prerender.ts imports this file in Node, without the app's "@" alias.
import { NOTE_CLICKS } from "../../lib/clicks-before-takeover";
import { HOLD_SUBMITS } from "../../lib/submits-before-takeover";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type HeadInput = Pick<PublicPage, "title" | "description" | "noindex"> & { path?: string };

/**
 * A page's <head> tags: title, description, canonical URL, Open Graph and Twitter card. The origin
 * is the site's address (a placeholder at build time that the server replaces). No path: the 404
 * page, which has no canonical address.
 */
export function headTags(page: HeadInput, origin: string): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="Folio" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (page.path !== undefined) {
    const url = escapeHtml(`${origin}${page.path === "/" ? "/" : page.path}`);
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  if (page.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  return tags.join("\n    ");
}

const EMPTY_ROOT = /<div id="root"((?: [a-z-]+)*)><\/div>/;

/** Marks a page's root for main.tsx: the app hydrates the markup instead of replacing it. */
export const HYDRATE_ATTRIBUTE = "data-hydrate";

/**
 * The app's index.html with a page in it: its head tags in place of the shell's title and
 * description, its markup inside #root. Titles React hoisted into the markup are dropped (the
 * head has the page's own).
 */
export function withPage(template: string, head: string, markup: string): string {
  const body = markup.replace(/<title>[\s\S]*?<\/title>/g, "");
  const withoutShellHead = template.replace(/\s*<title>[\s\S]*?<\/title>/, "").replace(/\s*<meta name="description"[^>]*>/, "");
  if (!EMPTY_ROOT.test(withoutShellHead)) throw new Error('index.html has no empty <div id="root"></div>');
  return withoutShellHead.replace("</head>", `  ${head}\n  </head>`).replace(EMPTY_ROOT, (_, attributes: string) => `<div id="root"${attributes}>${body}</div>`);
}

/**
 * The built index.html for a pre-rendered app page (log in, sign up: docs/decisions/0017): the app's
 * script stays in the head, and a form sent before the app takes the page over is held for it
 * (lib/submits-before-takeover.ts) instead of being sent by the browser.
 */
export function withSubmitsHeld(template: string): string {
  if (!EMPTY_ROOT.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
  return template.replace(EMPTY_ROOT, (root: string) => `<script>${HOLD_SUBMITS}</script>\n    ${root}`);
}

/** The pre-rendered file of a path, inside the build's pre-render folder: "/" -> index.html, "/ads-lp/x" -> ads-lp/x.html. */
export function pageFile(path: string): string {
  if (!/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(path)) throw new Error(`A public page's path must be lower-case words and slashes: ${path}`);
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The built index.html for a public page (docs/decisions/0039): the app's script is fetched once
 * the page has loaded instead of from the head, so the first paint needs only the HTML and the
 * stylesheet (on a phone the script and its preloads, half a megabyte, held it back by seconds).
 * That script is `entry`, the public pages' own (public-main.tsx: the app evaluated in steps,
 * decision 48), in place of index.html's. The pre-rendered page is whole without it; the app then
 * hydrates it (decision 42), and buttons clicked before that are noted from the first moment
 * (lib/clicks-before-takeover.ts).
 */
export function withAppAfterLoad(template: string, entry: string): string {
  if (!ENTRY_SCRIPT.test(template)) throw new Error("index.html has no module entry script");
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const loader = `<script>addEventListener("load",function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};document.body.appendChild(s)})</script>`;
  return template
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace('<div id="root"></div>', `<script>${NOTE_CLICKS}</script>\n    <div id="root" ${HYDRATE_ATTRIBUTE}></div>`)
    .replace("</body>", `  ${loader}\n  </body>`);
}
