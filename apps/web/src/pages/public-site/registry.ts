import { REFERRAL_COMMISSION_PERCENT, TOOLS } from "@folio/contract";
import { COMPARED_PRODUCTS, PRODUCTS, alternativesPath } from "@/lib/comparisons";
import type { PublicPage } from "./public-page";
import { normalizePath } from "./public-page";
import { BOOK_PAGES } from "./book-pages";

const home = () => import("@/features/home");
const billing = () => import("@/features/billing");
const developers = () => import("@/features/developers");
const tools = () => import("@/features/tools");
const extension = () => import("@/features/extension");
const referrals = () => import("@/features/referrals");

/** A landing page for ads: the same offer as /pdf-to-chat under the ad's own address, kept out of search. */
const adLanding = (slug: string, title: string): PublicPage => ({
  path: `/ads-lp/${slug}`,
  title: `${title} · Folio`,
  description: "Upload a PDF and ask it questions. Every answer cites the page it came from.",
  background: "white",
  load: () => home().then((m) => m.adLandingPage(title)),
  noindex: true,
});

/**
 * The one registry of public pages. The router serves each (routes/index.tsx and routes/$.tsx),
 * the build pre-renders each into HTML (apps/web/prerender.ts) and sitemap.xml lists each:
 * registering a page is adding its entry here.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: "/",
    title: "Folio · Chat with your documents",
    description: "Folio: upload your documents and ask them questions. Every answer cites the page, slide, chapter or row it came from.",
    background: "dark",
    load: () => home().then((m) => m.HomePage),
  },
  {
    path: "/pricing",
    title: "Pricing · Folio",
    description: "Folio's plans: start free, or choose Premium or Pro for more documents, larger files and credit-based models. Developer API plans too.",
    background: "dark",
    load: () => billing().then((m) => m.PricingPage),
  },
  {
    path: "/faqs",
    title: "Frequently asked questions · Folio",
    description: "Answers about Folio: file formats, limits per plan, trials, credits, how long free documents are kept, deleting your data, languages and models.",
    background: "white",
    load: () => home().then((m) => m.FaqsPage),
  },
  {
    path: "/privacy",
    title: "Privacy policy · Folio",
    description: "What Folio stores about you, the one cookie it sets, who processes your documents, and how to export or delete your data.",
    background: "white",
    load: () => home().then((m) => m.PrivacyPage),
  },
  {
    path: "/terms",
    title: "Terms of service · Folio",
    description: "The terms for using Folio: minimum age 13, your content stays yours, plans and payments, and the limits of our liability.",
    background: "white",
    load: () => home().then((m) => m.TermsPage),
  },
  {
    path: "/changelog",
    title: "Changelog · Folio",
    description: "What changed in Folio, newest first: one entry per change you can see.",
    background: "white",
    load: () => home().then((m) => m.ChangelogPage),
  },
  {
    path: "/downloads",
    title: "Downloads · Folio",
    description: "Folio runs in your browser. What exists for the browser extension and mobile, and how to run Folio yourself with two commands.",
    background: "white",
    load: () => home().then((m) => m.DownloadsPage),
  },
  {
    path: "/extension",
    title: "Browser extension · Folio",
    description: "Folio's browser extension: ask about the page you are on with cited answers and save pages to your library. Download it for Chromium-based browsers.",
    background: "white",
    load: () => extension().then((m) => m.ExtensionPage),
  },
  {
    path: "/delete",
    title: "Delete your account · Folio",
    description: "How to delete your Folio account, and what is deleted with it: documents, conversations, folders, summaries and podcasts.",
    background: "white",
    load: () => home().then((m) => m.DeletePage),
  },
  {
    path: "/affiliate-program",
    title: "Affiliate programme · Folio",
    description: `Earn ${REFERRAL_COMMISSION_PERCENT}% of the first payment of everyone who signs up for Folio through your link. The commission, the attribution window, payouts and what is not allowed.`,
    background: "white",
    load: () => referrals().then((m) => m.AffiliateProgramPage),
  },
  {
    path: "/pdf-to-chat",
    title: "Chat with a PDF · Folio",
    description: "Upload a PDF and ask it questions in plain words. Folio answers from the document and cites the page of every answer.",
    background: "white",
    load: () => home().then((m) => m.PdfToChatPage),
  },
  {
    path: "/lp-meta",
    title: "Ask your documents · Folio",
    description: "Papers, slides, e-books and spreadsheets: ask them anything and see the page each answer comes from. Start free.",
    background: "white",
    load: () => home().then((m) => m.LpMetaPage),
  },
  {
    path: "/compare",
    title: "Compare Folio with other document chat tools · Folio",
    description: "Folio side by side with other ways to chat with documents: formats, limits, citations, models, API and plans, from each product's own documentation.",
    background: "dark",
    load: () => home().then((m) => m.CompareIndexPage),
  },
  ...COMPARED_PRODUCTS.map(
    (p): PublicPage => ({
      path: `/compare/${p.slug}`,
      title: `Folio vs ${p.name} · Folio`,
      description: `Folio and ${p.name} compared point by point, from each product's own documentation, with the sources named and the date they were checked.`,
      background: "dark",
      load: () => home().then((m) => m.comparePage(p.slug)),
    }),
  ),
  {
    path: "/alternatives",
    title: "Alternatives for chatting with documents · Folio",
    description: "Alternatives to the common document chat and PDF tools, each listed with what its own documentation says, sources named.",
    background: "white",
    load: () => home().then((m) => m.AlternativesIndexPage),
  },
  ...PRODUCTS.map(
    (p): PublicPage => ({
      path: alternativesPath(p.slug),
      title: `The best ${p.name} alternatives · Folio`,
      description: `Looking for a ${p.name} alternative? Folio and other document chat tools, each with what its own documentation says, sources named.`,
      background: "white",
      load: () => home().then((m) => m.alternativesPage(p.slug)),
    }),
  ),
  {
    path: "/developers",
    title: "Developer API · Folio",
    description: "Folio's developer API: plans with prices and monthly quotas, a quick start in curl, JavaScript and Python, and API keys.",
    background: "white",
    load: () => developers().then((m) => m.DevelopersContent),
  },
  {
    path: "/other-tools",
    title: "Free writing, text and PDF tools · Folio",
    description: `${TOOLS.length} free writing, text and PDF tools: word counter, case converter, fancy text, PDF merge and split, OCR, essay and email writers. No sign-up.`,
    background: "white",
    load: () => tools().then((m) => m.ToolsIndexPage),
  },
  ...TOOLS.map(
    (t): PublicPage => ({
      path: `/tools/${t.slug}`,
      title: `${t.name} · Free tool · Folio`,
      // The tool's own description; the suffix brings the shortest ones to a useful search snippet.
      // A tool with its own API (the literature review writer) works on the visitor's documents: signed in.
      description: `${t.description} ${t.api ? "A Folio tool." : "A free Folio tool, no sign-up."}`,
      background: "white",
      load: () => tools().then((m) => m.toolPage(t.slug)),
    }),
  ),
  ...BOOK_PAGES,
  adLanding("chat-with-pdf", "Chat with any PDF"),
  adLanding("research-papers", "Ask your research papers"),
  adLanding("study", "Study from your course readings"),
];

const byPath = new Map(PUBLIC_PAGES.map((page) => [page.path, page]));

/** The public page at this address, if there is one. */
export function findPublicPage(path: string): PublicPage | undefined {
  return byPath.get(normalizePath(path));
}
