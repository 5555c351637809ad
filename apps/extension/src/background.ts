import { parseConnection, saveConnection, serverOrigin } from "./connection.ts";
import { connectBridge } from "./injected.ts";
import { CONNECT_PATH, SELECTION, type ExtensionMessage } from "./messages.ts";

/** A connection under way: the Folio tab the extension opened and the state only it knows. */
interface PendingConnect {
  server: string;
  state: string;
  tabId: number;
}
const PENDING = "pendingConnect";

const MENU_ID = "ask-folio";

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({ id: MENU_ID, title: "Ask Folio about this", contexts: ["selection"] });
});
void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId !== MENU_ID || !tab?.id) return;
  // Opened within the click's user gesture; the panel reads the selection from session storage.
  void chrome.sidePanel.open({ tabId: tab.id });
  void chrome.storage.session.set({ [SELECTION]: { text: info.selectionText ?? "", tabId: tab.id } });
});

chrome.runtime.onMessage.addListener((message: ExtensionMessage, sender, sendResponse) => {
  if (message.type === "folio-connect-start") {
    void startConnect(message.server).then(sendResponse, (error: unknown) => sendResponse({ ok: false, error: String(error) }));
    return true;
  }
  if (message.type === "folio-connect-key") {
    void finishConnect(message, sender).then(sendResponse);
    return true;
  }
  return false;
});

async function startConnect(typed: string): Promise<{ ok: boolean; error?: string }> {
  const server = serverOrigin(typed);
  if (!server) return { ok: false, error: "Enter Folio's address, e.g. http://localhost:3000" };
  const state = crypto.randomUUID();
  const tab = await chrome.tabs.create({ url: `${server}${CONNECT_PATH}?state=${state}` });
  if (tab.id === undefined) return { ok: false, error: "Could not open a Folio tab." };
  await chrome.storage.session.set({ [PENDING]: { server, state, tabId: tab.id } satisfies PendingConnect });
  // The tab may have finished loading before the pending connection was stored.
  const loaded = await chrome.tabs.get(tab.id);
  if (loaded.status === "complete") await injectBridge(tab.id, loaded);
  return { ok: true };
}

// The bridge goes only into the tab the extension opened, once it shows the connect page of that server.
chrome.tabs.onUpdated.addListener((tabId, change, tab) => {
  if (change.status === "complete") void injectBridge(tabId, tab);
});

async function injectBridge(tabId: number, tab: chrome.tabs.Tab): Promise<void> {
  const pending = (await chrome.storage.session.get(PENDING))[PENDING] as PendingConnect | undefined;
  if (!pending || pending.tabId !== tabId || !tab.url) return;
  const url = new URL(tab.url);
  if (url.origin !== pending.server || url.pathname !== CONNECT_PATH) return;
  await chrome.scripting.executeScript({ target: { tabId }, func: connectBridge, args: [pending.state] });
}

async function finishConnect(message: Extract<ExtensionMessage, { type: "folio-connect-key" }>, sender: chrome.runtime.MessageSender): Promise<{ ok: boolean }> {
  const pending = (await chrome.storage.session.get(PENDING))[PENDING] as PendingConnect | undefined;
  // Only the tab we opened, on the server we asked, with the state we made, may hand us a key.
  if (!pending || sender.tab?.id !== pending.tabId || sender.origin !== pending.server || message.state !== pending.state) return { ok: false };
  const connection = parseConnection(message.payload, pending.server);
  if (!connection) return { ok: false };
  await saveConnection(connection);
  await chrome.storage.session.remove(PENDING);
  return { ok: true };
}
