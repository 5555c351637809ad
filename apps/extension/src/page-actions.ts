import { FolioError, type FolioClient } from "@folio/client";
import type { Citation } from "@folio/contract";
import type { Connection } from "./connection.ts";
import { readablePage, type PageText } from "./injected.ts";

/** The page text sent to Folio is capped: a huge page would be a huge upload for one question. */
const MAX_PAGE_CHARS = 400_000;

/**
 * The tab the panel is about: the active http(s) tab of the last focused window; when the panel is
 * itself open as a tab (tests, or a detached panel), the most recently used http(s) tab instead.
 */
export async function currentTab(): Promise<chrome.tabs.Tab | null> {
  const isWeb = (t: chrome.tabs.Tab) => /^https?:/u.test(t.url ?? "");
  const [active] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (active && isWeb(active)) return active;
  const tabs = (await chrome.tabs.query({})).filter(isWeb).sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0));
  return tabs[0] ?? null;
}

export async function readTab(tabId: number): Promise<PageText> {
  const [result] = await chrome.scripting.executeScript({ target: { tabId }, func: readablePage, args: [MAX_PAGE_CHARS] });
  const page = result?.result as PageText | undefined;
  if (!page || !page.text) throw new Error("This page has no readable text.");
  return page;
}

/** Uploaded page texts by URL and content, so a second question about an unchanged page reuses its document. */
const UPLOADED = "uploadedPages";

async function pageDocument(folio: FolioClient, connection: Connection, page: PageText): Promise<string> {
  const fingerprint = `${connection.server}|${page.url}|${await sha256(page.text)}`;
  const cache = ((await chrome.storage.session.get(UPLOADED))[UPLOADED] ?? {}) as Record<string, string>;
  const known = cache[fingerprint];
  if (known) return known;
  const { doc_id } = await folio.documents.upload(pageFile(page), { fileName: pageFileName(page), knowledgeBaseId: connection.folderId ?? undefined });
  await folio.documents.waitUntilReady(doc_id, { intervalMs: 700, timeoutMs: 120_000 });
  await chrome.storage.session.set({ [UPLOADED]: { ...cache, [fingerprint]: doc_id } });
  return doc_id;
}

export interface PageAnswer {
  text: string;
  citations: Citation[];
  docId: string;
}

/** Asks about the page's text: it is uploaded as a text document (the contract's upload route), then asked with citations. */
export async function askAboutPage(folio: FolioClient, connection: Connection, tabId: number, question: string): Promise<PageAnswer> {
  const page = await readTab(tabId);
  const docId = await pageDocument(folio, connection, page);
  const answer = await folio.chat.ask({ docId }, question);
  return { text: answer.text, citations: answer.citations, docId };
}

export interface SavedPage {
  docId: string;
  /** "url": imported by its address; "text": Folio takes no web page (HTML) by address, so its readable text was saved. */
  via: "url" | "text";
}

/**
 * Imports the page by its URL (PDFs, documents, text files) and, when a folder is chosen, adds it
 * to that folder. A web page is refused by URL import as a file type Folio does not read
 * (invalid_file): it is then saved as its readable text, captured from the tab as the user sees it.
 */
export async function savePage(folio: FolioClient, tab: { id: number; url: string }, folderId: string | null): Promise<SavedPage> {
  try {
    const { doc_id } = await folio.documents.importUrl(tab.url);
    if (folderId) {
      const ids = await folderDocumentIds(folio, folderId);
      // A folder-scoped key's import lands in its folder already.
      if (!ids.includes(doc_id)) await folio.folders.update(folderId, { document_ids: [...ids, doc_id] });
    }
    return { docId: doc_id, via: "url" };
  } catch (error) {
    if (!(error instanceof FolioError && error.code === "invalid_file")) throw error;
  }
  const page = await readTab(tab.id);
  const { doc_id } = await folio.documents.upload(pageFile(page), { fileName: pageFileName(page), knowledgeBaseId: folderId ?? undefined });
  return { docId: doc_id, via: "text" };
}

function pageFileName(page: PageText): string {
  return `${(page.title || new URL(page.url).hostname).slice(0, 180)}.txt`;
}

function pageFile(page: PageText): Blob {
  return new Blob([`${page.title}\n${page.url}\n\n${page.text}`], { type: "text/plain" });
}

async function folderDocumentIds(folio: FolioClient, folderId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page: number | null = 1; page !== null; ) {
    const detail = await folio.folders.get(folderId, { page, page_size: 100 });
    ids.push(...detail.document_details.map((d) => d.doc_id));
    page = detail.nextPage;
  }
  return ids;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
