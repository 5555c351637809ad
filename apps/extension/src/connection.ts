import { FolioClient } from "@folio/client";

/** What the extension keeps after the user approved it in Folio (chrome.storage.local). */
export interface Connection {
  /** Folio's origin, e.g. http://localhost:3000. */
  server: string;
  apiKey: string;
  keyId: string;
  /** The signed-in account that approved, shown in the panel. */
  account: string;
  /** The folder the key is limited to, or null for the whole library. */
  folderId: string | null;
  readOnly: boolean;
}

const KEY = "connection";

export async function loadConnection(): Promise<Connection | null> {
  const found = (await chrome.storage.local.get(KEY))[KEY] as Connection | undefined;
  return found ?? null;
}

export function saveConnection(connection: Connection): Promise<void> {
  return chrome.storage.local.set({ [KEY]: connection });
}

export function clearConnection(): Promise<void> {
  return chrome.storage.local.remove(KEY);
}

export function onConnectionChange(listener: (connection: Connection | null) => void): () => void {
  const handler = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area === "local" && KEY in changes) listener((changes[KEY]?.newValue as Connection | undefined) ?? null);
  };
  chrome.storage.onChanged.addListener(handler);
  return () => chrome.storage.onChanged.removeListener(handler);
}

export function clientFor(connection: Connection): FolioClient {
  return new FolioClient({ baseUrl: connection.server, apiKey: connection.apiKey });
}

/** A server address as typed, reduced to its origin; null when it is not an http(s) URL. */
export function serverOrigin(typed: string): string | null {
  try {
    const url = new URL(typed.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** A valid connection message from the connect page (its shape is checked: it crossed a page). */
export function parseConnection(value: unknown, server: string): Connection | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.key !== "string" || !v.key.startsWith("folio_") || typeof v.id !== "string" || typeof v.account !== "string") return null;
  const folderId = typeof v.folder_id === "string" ? v.folder_id : null;
  return { server, apiKey: v.key, keyId: v.id, account: v.account, folderId, readOnly: v.read_only === true };
}
