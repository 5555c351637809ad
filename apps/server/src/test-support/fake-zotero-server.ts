import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startLoopbackServer } from "./loopback-server.ts";

/**
 * A stand-in for Zotero (https://www.zotero.org/support/dev/web_api/v3/) speaking its protocol:
 * OAuth 1.0a under /oauth (HMAC-SHA1 signatures recomputed and checked here, independently of the
 * client's library), and the Web API v3 under /api: `Zotero-API-Version: 3` required, keys by
 * `Zotero-API-Key`, /keys/current, groups, items/top with start/limit, Total-Results and
 * Last-Modified-Version, If-Modified-Since-Version answered 304, children, collections, and
 * /items/{key}/file redirecting to the stored file. `failNext` answers 429/503 with Retry-After,
 * `backoffNext` adds a Backoff header.
 */
export interface FakeZoteroItem {
  key: string;
  data: Record<string, unknown>;
  /** Collections holding it. */
  collections?: string[];
  /** For an attachment: the file's bytes. */
  file?: Buffer;
}

export interface FakeZoteroLibrary {
  type: "user" | "group";
  id: number;
  name: string;
  version: number;
  items: FakeZoteroItem[];
  collections: { key: string; name: string }[];
}

export interface FakeZoteroOptions {
  userId: number;
  username: string;
  apiKey: string;
  consumer: { key: string; secret: string };
  libraries: FakeZoteroLibrary[];
}

export interface FakeZotero {
  origin: string;
  /** ZOTERO_API_BASE and ZOTERO_OAUTH_BASE for this server. */
  apiBase: string;
  oauthBase: string;
  /** Every API request's path (after /api), in order. */
  requests: string[];
  /** The most requests in flight at once so far. */
  maxInFlight(): number;
  /** The next `n` API requests answer `status` with `Retry-After: seconds`. */
  failNext(n: number, status: number, retryAfterSeconds?: number): void;
  /** The next API response carries `Backoff: seconds`. */
  backoffNext(seconds: number): void;
  /** The verifier Zotero would hand the browser once the user allowed access to `requestToken`. */
  approve(requestToken: string): string;
  /** OAuth requests refused for a bad signature. */
  badSignatures(): number;
  close(): Promise<void>;
}

const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `port` 0 takes a free one; a fixed one lets an app started beforehand be configured with it (Playwright). */
export async function startFakeZotero(opts: FakeZoteroOptions, port = 0): Promise<FakeZotero> {
  const requests: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let failures = 0;
  let failStatus = 429;
  let retryAfter = 1;
  let backoff: number | null = null;
  let badSignatures = 0;
  const requestTokens = new Map<string, { secret: string; verifier: string | null }>();
  const apiKeys = new Map<string, { userId: number; username: string }>([[opts.apiKey, { userId: opts.userId, username: opts.username }]]);

  function checkSignature(req: IncomingMessage, url: URL, body: string, tokenSecret: string): Record<string, string> | null {
    const header = req.headers.authorization ?? "";
    if (!header.startsWith("OAuth ")) return null;
    const oauth: Record<string, string> = {};
    for (const part of header.slice(6).split(",")) {
      const m = /^\s*([^=]+)="([^"]*)"\s*$/.exec(part);
      if (m?.[1] && m[2] !== undefined) oauth[decodeURIComponent(m[1])] = decodeURIComponent(m[2]);
    }
    if (oauth.oauth_signature_method !== "HMAC-SHA1" || oauth.oauth_consumer_key !== opts.consumer.key || !oauth.oauth_signature) return null;
    const params: [string, string][] = [];
    for (const [k, v] of Object.entries(oauth)) if (k !== "oauth_signature") params.push([k, v]);
    for (const [k, v] of new URLSearchParams(body)) params.push([k, v]);
    for (const [k, v] of url.searchParams) params.push([k, v]);
    const normalised = params
      .map(([k, v]) => [enc(k), enc(v)] as const)
      .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    const base = [req.method ?? "POST", enc(`${url.origin}${url.pathname}`), enc(normalised)].join("&");
    const expected = crypto.createHmac("sha1", `${enc(opts.consumer.secret)}&${enc(tokenSecret)}`).update(base).digest("base64");
    if (expected !== oauth.oauth_signature) return null;
    return { ...oauth, ...Object.fromEntries(new URLSearchParams(body)) };
  }

  function oauthRoute(req: IncomingMessage, url: URL, body: string, res: ServerResponse) {
    const form = (status: number, values: Record<string, string>) => {
      res.writeHead(status, { "content-type": "application/x-www-form-urlencoded" });
      res.end(new URLSearchParams(values).toString());
    };
    const refuse = () => {
      badSignatures++;
      form(401, { error: "invalid signature" });
    };
    if (url.pathname === "/oauth/request" && req.method === "POST") {
      const signed = checkSignature(req, url, body, "");
      if (!signed?.oauth_callback) return refuse();
      const token = crypto.randomBytes(8).toString("hex");
      const secret = crypto.randomBytes(8).toString("hex");
      requestTokens.set(token, { secret, verifier: null });
      return form(200, { oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: "true" });
    }
    if (url.pathname === "/oauth/access" && req.method === "POST") {
      const token = /oauth_token="([^"]+)"/.exec(req.headers.authorization ?? "")?.[1];
      const pending = token ? requestTokens.get(decodeURIComponent(token)) : undefined;
      if (!pending || !token) return form(401, { error: "unknown token" });
      const signed = checkSignature(req, url, body, pending.secret);
      if (!signed) return refuse();
      if (!pending.verifier || signed.oauth_verifier !== pending.verifier) return form(401, { error: "bad verifier" });
      requestTokens.delete(decodeURIComponent(token));
      const apiKey = crypto.randomBytes(12).toString("hex");
      apiKeys.set(apiKey, { userId: opts.userId, username: opts.username });
      return form(200, { oauth_token: apiKey, oauth_token_secret: apiKey, userID: String(opts.userId), username: opts.username });
    }
    form(404, { error: "not found" });
  }

  function libraryJson(lib: FakeZoteroLibrary) {
    return { type: lib.type, id: lib.id, name: lib.name, links: {} };
  }

  function itemJson(lib: FakeZoteroLibrary, item: FakeZoteroItem) {
    const numChildren = lib.items.filter((i) => i.data.parentItem === item.key).length;
    const date = typeof item.data.date === "string" ? item.data.date : "";
    return { key: item.key, version: lib.version, library: libraryJson(lib), meta: { numChildren, ...(date ? { parsedDate: date } : {}) }, data: { key: item.key, version: lib.version, ...item.data } };
  }

  function apiRoute(req: IncomingMessage, url: URL, res: ServerResponse) {
    const path = url.pathname.slice("/api".length);
    requests.push(path + url.search);
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      const extra: Record<string, string> = { ...headers };
      if (backoff !== null) {
        extra.Backoff = String(backoff);
        backoff = null;
      }
      res.writeHead(status, { "content-type": "application/json", ...extra });
      res.end(JSON.stringify(value));
    };
    if (req.headers["zotero-api-version"] !== "3") return json(400, { error: "Zotero-API-Version 3 expected" });
    if (failures > 0) {
      failures--;
      return json(failStatus, { error: "slow down" }, { "Retry-After": String(retryAfter) });
    }
    const key = apiKeys.get(String(req.headers["zotero-api-key"] ?? ""));
    if (!key) return json(403, { error: "Invalid key" });
    if (path === "/keys/current") {
      return json(200, { key: req.headers["zotero-api-key"], userID: key.userId, username: key.username, access: { user: { library: true, files: true }, groups: { all: { library: true } } } });
    }
    if (path === `/users/${key.userId}/groups`) {
      const groups = opts.libraries.filter((l) => l.type === "group");
      return json(200, groups.map((g) => ({ id: g.id, version: g.version, data: { id: g.id, name: g.name } })), { "Total-Results": String(groups.length) });
    }
    const m = /^\/(users|groups)\/(\d+)(\/.*)$/.exec(path);
    const lib = m ? opts.libraries.find((l) => l.id === Number(m[2]) && l.type === (m[1] === "users" ? "user" : "group")) : undefined;
    if (!m?.[3] || !lib || (lib.type === "user" && lib.id !== key.userId)) return json(403, { error: "Forbidden" });
    const since = req.headers["if-modified-since-version"];
    const versionHeaders = { "Last-Modified-Version": String(lib.version) };
    if (since !== undefined && Number(since) >= lib.version) {
      res.writeHead(304, versionHeaders);
      return res.end();
    }
    const rest = m[3];
    const page = <T>(all: T[]) => {
      const start = Number(url.searchParams.get("start") ?? 0);
      const limit = Math.min(Number(url.searchParams.get("limit") ?? 25), 100);
      return json(200, all.slice(start, start + limit), { ...versionHeaders, "Total-Results": String(all.length) });
    };
    const top = /^(?:\/collections\/([A-Z0-9]{8}))?\/items\/top$/.exec(rest);
    if (top) {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const items = lib.items
        .filter((i) => !i.data.parentItem)
        .filter((i) => !top[1] || i.collections?.includes(top[1]))
        .filter((i) => !q || JSON.stringify([i.data.title, i.data.creators, i.data.date]).toLowerCase().includes(q));
      return page(items.map((i) => itemJson(lib, i)));
    }
    if (rest === "/collections") return page(lib.collections.map((c) => ({ key: c.key, version: lib.version, library: libraryJson(lib), data: { key: c.key, name: c.name } })));
    const one = /^\/items\/([A-Z0-9]{8})(\/children|\/file)?$/.exec(rest);
    const item = one ? lib.items.find((i) => i.key === one[1]) : undefined;
    if (!one || !item) return json(404, { error: "Not found" });
    if (one[2] === "/children") return page(lib.items.filter((i) => i.data.parentItem === item.key).map((i) => itemJson(lib, i)));
    if (one[2] === "/file") {
      if (!item.file) return json(404, { error: "Not found" });
      // Zotero sends the browser on to its file storage.
      res.writeHead(302, { location: `/storage/${lib.id}/${item.key}` });
      return res.end();
    }
    return json(200, itemJson(lib, item), versionHeaders);
  }

  const server = await startLoopbackServer((req, body, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    // A short pause, so concurrent requests overlap here as they would at Zotero.
    setTimeout(() => {
      if (url.pathname.startsWith("/oauth/")) return oauthRoute(req, url, body, res);
      const stored = /^\/storage\/(\d+)\/([A-Z0-9]{8})$/.exec(url.pathname);
      if (stored) {
        const file = opts.libraries.find((l) => l.id === Number(stored[1]))?.items.find((i) => i.key === stored[2])?.file;
        res.writeHead(file ? 200 : 404, { "content-type": "application/pdf", "content-length": String(file?.length ?? 0) });
        return res.end(file ?? Buffer.alloc(0));
      }
      if (url.pathname.startsWith("/api/")) return apiRoute(req, url, res);
      res.writeHead(404);
      res.end();
    }, 5);
  }, port);

  return {
    origin: server.origin,
    apiBase: `${server.origin}/api`,
    oauthBase: `${server.origin}/oauth`,
    requests,
    maxInFlight: () => maxInFlight,
    failNext(n, status, seconds = 1) {
      failures = n;
      failStatus = status;
      retryAfter = seconds;
    },
    backoffNext(seconds) {
      backoff = seconds;
    },
    approve(requestToken) {
      const pending = requestTokens.get(requestToken);
      if (!pending) throw new Error(`no request token ${requestToken}`);
      pending.verifier = crypto.randomBytes(6).toString("hex");
      return pending.verifier;
    },
    badSignatures: () => badSignatures,
    close: () => server.close(),
  };
}
