/**
 * The one data file of the public comparison pages (/compare, /compare/<slug>, /alternatives,
 * /top-<slug>-alternatives, /best-smallpdf-alternatives). Every fact about another product is
 * taken from that product's published documentation, named with its address and the date it was
 * checked; what could not be sourced is left out rather than guessed. Folio's side comes from the
 * plan catalogue the server enforces (features/home's compare pages).
 */

/** The date the sources below were read (pages as stored by the documentation search). */
export const CHECKED_ON = "25 November 2026";

export interface Source {
  title: string;
  url: string;
  /** The document's own date, when it gives one. */
  published?: string;
}

/** What a row of a comparison is about; Folio states each of these. */
export type Topic = "formats" | "limits" | "citations" | "answerModes" | "models" | "api" | "plans";

export const TOPIC_LABELS: Record<Topic, string> = {
  formats: "Documents it reads",
  limits: "Free limits",
  citations: "Citations",
  answerModes: "Answering only from your documents",
  models: "AI models",
  api: "Developer API",
  plans: "Plans",
};

export interface Fact {
  topic: Topic;
  text: string;
  source: Source;
}

export interface Product {
  slug: string;
  name: string;
  /** One neutral sentence of what it is, from its documentation. */
  summary: string;
  facts: Fact[];
  /** Listed on /compare with a page of its own; Smallpdf is named only on its alternatives page. */
  compared: boolean;
}

const HUMATA_CHAT: Source = { title: "Humata Docs: Chat Settings", url: "https://docs.humata.ai/guides/readme/chat-settings" };
const HUMATA_API: Source = { title: "Humata Docs: Humata API", url: "https://docs.humata.ai/guides/humata-api" };
const HUMATA_PAYG: Source = { title: "Humata Docs: Pay-As-You-Go Spending Controls", url: "https://docs.humata.ai/guides/readme/account-settings/pay-as-you-go-spending-controls" };
const CHATPDF_API: Source = { title: "ChatPDF API documentation (copy on apifox.com)", url: "https://apifox.com/apidoc/docs-site/3750699", published: "13 December 2023" };
const PDFAI_API: Source = { title: "PDF.ai API reference: Chat with PDF", url: "https://api.pdf.ai/reference/chat-with-pdf" };
const CHATDOCS: Source = { title: "ChatDocs documentation", url: "https://chatdocs.eu/docs", published: "4 March 2026" };
const DOCUCHAT: Source = { title: "DocuChat FAQ: Pricing", url: "https://docs.docuchat.io/faqs/pricing" };
const SMALLPDF_LEGAL: Source = { title: "Smallpdf: Terms of Service", url: "https://smallpdf.com/legal" };

export const PRODUCTS: readonly Product[] = [
  {
    slug: "humata",
    name: "Humata",
    summary: "An AI assistant for asking questions of your documents, with an API for organisations.",
    compared: true,
    facts: [
      { topic: "answerModes", text: "Three answer modes: Grounded (only from your documents, else it says it cannot answer), Balanced and Creative.", source: HUMATA_CHAT },
      { topic: "citations", text: "Answers carry references to the parts of the documents used, such as 'Page 10 of <file>.pdf'.", source: HUMATA_API },
      { topic: "api", text: "An API to import documents by URL, create conversations, ask (answers streamed as server-sent events) and download data; 120 requests a minute by default.", source: HUMATA_API },
      { topic: "plans", text: "Pay-as-you-go for additional pages, with a spending limit you set.", source: HUMATA_PAYG },
    ],
  },
  {
    slug: "chatpdf",
    name: "ChatPDF",
    summary: "A service for chatting with PDF files, with a backend API.",
    compared: true,
    facts: [
      { topic: "formats", text: "PDF files of up to 2,000 pages or 32 MB each.", source: CHATPDF_API },
      { topic: "api", text: "A backend API with an API key; a free trial of 500 messages and 5,000 PDF pages a month, then paid plans. The chat endpoint is stateless: earlier messages are sent again with each question.", source: CHATPDF_API },
    ],
  },
  {
    slug: "pdf-ai",
    name: "PDF.ai",
    summary: "A service for chatting with PDF documents, with an API.",
    compared: true,
    facts: [
      { topic: "citations", text: "API answers list references with a page number and a line range.", source: PDFAI_API },
      { topic: "models", text: "Through the API: GPT-4 Turbo (4 credits a message, the default) or GPT-4o (2 credits a message).", source: PDFAI_API },
      { topic: "api", text: "Chat with an uploaded PDF by its document id, with an X-API-Key header; optional saved chat history, answer language and system prompt.", source: PDFAI_API },
    ],
  },
  {
    slug: "chatdocs",
    name: "ChatDocs",
    summary: "A document chat service with answers that cite their sources, also reachable over WhatsApp.",
    compared: true,
    facts: [
      { topic: "formats", text: "PDF (scanned ones read with AI vision), Word (.docx), text, Markdown, HTML and e-mail (.eml) files.", source: CHATDOCS },
      { topic: "limits", text: "Trial: 30 questions, files up to 10 MB, 20 MB in all, 3 documents; trial data is deleted after 14 days without use. Standard plan: files up to 50 MB, unlimited documents.", source: CHATDOCS },
      { topic: "citations", text: "Up to 5 sources an answer, each with the document's name and page number and a link to the page.", source: CHATDOCS },
    ],
  },
  {
    slug: "docuchat",
    name: "DocuChat",
    summary: "A service for building chatbots that answer from your documents.",
    compared: true,
    facts: [
      { topic: "limits", text: "Free plan: 1 chatbot, 7,500 AI credits a month (about 75 questions on GPT-4o mini) and 250 pages of source documents.", source: DOCUCHAT },
      { topic: "models", text: "Free plan: the fast models (GPT-4o mini, Claude Haiku); paid plans add frontier models, priced in AI credits per question.", source: DOCUCHAT },
      { topic: "plans", text: "Essential (50,000 AI credits a month), Pro (150,000) and Enterprise (custom); credits reset each billing cycle.", source: DOCUCHAT },
    ],
  },
  {
    slug: "smallpdf",
    name: "Smallpdf",
    summary: "An online PDF toolkit with free services and Pro accounts.",
    compared: false,
    facts: [{ topic: "plans", text: "Free services on smallpdf.com and Pro accounts.", source: SMALLPDF_LEGAL }],
  },
];

export function findProduct(slug: string): Product | undefined {
  return PRODUCTS.find((p) => p.slug === slug);
}

/** The products with a comparison page of their own. */
export const COMPARED_PRODUCTS = PRODUCTS.filter((p) => p.compared);

/** The address of a product's alternatives page (the spec names /best-smallpdf-alternatives and /top-...-alternatives). */
export function alternativesPath(slug: string): string {
  return slug === "smallpdf" ? "/best-smallpdf-alternatives" : `/top-${slug}-alternatives`;
}
