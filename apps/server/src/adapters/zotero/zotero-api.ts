import { setTimeout as sleep } from "node:timers/promises";
import { Slots } from "./slots.ts";

/**
 * A client of Zotero's Web API v3 (https://www.zotero.org/support/dev/web_api/v3/basics): every
 * request says `Zotero-API-Version: 3`; at most `maxConcurrent` requests are in flight; a `Backoff`
 * header on any response holds every later request back that long; a 429 or 503 is retried after
 * its `Retry-After` (or `Backoff`), a bounded number of times, so the caller's request still succeeds.
 */
export interface ZoteroApiOptions {
  apiBase: string;
  maxConcurrent?: number;
  /** Retries of one request answered 429 or 503. */
  maxRetries?: number;
  /** The longest Folio waits for one Retry-After or Backoff; a longer one fails the request. */
  maxWaitMs?: number;
  timeoutMs?: number;
}

/** Zotero answered with an error status, or could not be reached (status 0). */
export class ZoteroApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ZoteroApiError";
  }
}

export interface ZoteroPage {
  /** 304: nothing changed since `sinceVersion`; the body is null. */
  notModified: boolean;
  body: unknown;
  /** Total-Results of a paged list, else null. */
  totalResults: number | null;
  /** Last-Modified-Version: the library's version. */
  version: number | null;
}

export interface ZoteroFile {
  body: AsyncIterable<Uint8Array>;
  contentType: string | null;
  contentLength: number | null;
  cancel(): void;
}

const DEFAULT_RETRY_SECONDS = 1;

export class ZoteroApi {
  private readonly slots: Slots;
  private notBefore = 0;
  private readonly maxRetries: number;
  private readonly maxWaitMs: number;
  private readonly timeoutMs: number;

  constructor(private readonly opts: ZoteroApiOptions) {
    this.slots = new Slots(opts.maxConcurrent ?? 3);
    this.maxRetries = opts.maxRetries ?? 3;
    this.maxWaitMs = opts.maxWaitMs ?? 30_000;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
  }

  /** GET a JSON resource (`path` below the API base, e.g. `/users/1/items/top`). */
  async get(path: string, apiKey: string, opts: { query?: Record<string, string | number | undefined>; sinceVersion?: number } = {}): Promise<ZoteroPage> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (opts.sinceVersion !== undefined) headers["If-Modified-Since-Version"] = String(opts.sinceVersion);
    const res = await this.send(this.url(path, opts.query), apiKey, headers);
    const version = numberHeader(res, "Last-Modified-Version");
    if (res.status === 304) {
      await res.body?.cancel();
      return { notModified: true, body: null, totalResults: null, version };
    }
    const body: unknown = await res.json().catch(() => {
      throw new ZoteroApiError(res.status, "Zotero answered with something that is not JSON");
    });
    return { notModified: false, body, totalResults: numberHeader(res, "Total-Results"), version };
  }

  /** An attachment's file (`/items/{key}/file`, following Zotero's redirect to its storage), as a stream. */
  async file(path: string, apiKey: string): Promise<ZoteroFile> {
    const res = await this.send(this.url(path), apiKey, {});
    const body = res.body;
    if (!body) throw new ZoteroApiError(res.status, "Zotero sent no file");
    return {
      body: body as unknown as AsyncIterable<Uint8Array>,
      contentType: res.headers.get("content-type"),
      contentLength: numberHeader(res, "Content-Length"),
      cancel: () => void body.cancel().catch(() => undefined),
    };
  }

  private url(path: string, query: Record<string, string | number | undefined> = {}): URL {
    const url = new URL(this.opts.apiBase + path);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    return url;
  }

  /** One request through the slots, honouring Backoff, retrying 429 and 503; a non-OK answer (but 304) throws. */
  private async send(url: URL, apiKey: string, headers: Record<string, string>): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const release = await this.slots.take();
      let res: Response;
      try {
        await this.waitForBackoff();
        res = await fetch(url, {
          headers: { ...headers, "Zotero-API-Version": "3", "Zotero-API-Key": apiKey },
          redirect: "follow",
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (err) {
        release();
        throw new ZoteroApiError(0, `Zotero could not be reached: ${err instanceof Error ? err.message : String(err)}`);
      }
      release();
      const backoff = numberHeader(res, "Backoff");
      if (backoff !== null) this.holdBack(backoff);
      if (res.ok || res.status === 304) return res;
      await res.body?.cancel();
      if ((res.status === 429 || res.status === 503) && attempt < this.maxRetries) {
        const seconds = numberHeader(res, "Retry-After") ?? backoff ?? DEFAULT_RETRY_SECONDS;
        if (seconds * 1000 > this.maxWaitMs) throw new ZoteroApiError(res.status, `Zotero asked to wait ${seconds} s`);
        await sleep(seconds * 1000);
        continue;
      }
      throw new ZoteroApiError(res.status, `Zotero answered ${res.status}`);
    }
  }

  private holdBack(seconds: number): void {
    this.notBefore = Math.max(this.notBefore, Date.now() + Math.min(seconds * 1000, this.maxWaitMs));
  }

  private async waitForBackoff(): Promise<void> {
    const wait = this.notBefore - Date.now();
    if (wait > 0) await sleep(wait);
  }
}

function numberHeader(res: Response, name: string): number | null {
  const raw = res.headers.get(name);
  if (raw === null || raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
