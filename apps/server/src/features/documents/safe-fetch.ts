import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import ipaddr from "ipaddr.js";
import { AppError } from "../../platform/errors.ts";

export interface FetchedResponse {
  url: URL;
  contentType: string | null;
  contentDisposition: string | null;
  contentLength: number | null;
  body: Readable;
}

/** Only addresses on the public internet may be fetched ("unicast"); everything else is refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === "unicast";
}

/** The spec's URL check: add http:// when the scheme is missing, then it must parse. */
export function normaliseUrl(raw: string): URL {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `http://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new AppError("invalid_url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new AppError("invalid_url", "Only http and https links can be imported.");
  if (url.username || url.password) throw new AppError("invalid_url", "Links with a user name or password cannot be imported.");
  return url;
}

const refused = () => new AppError("url_refused");

/**
 * Fetch a URL for import, refusing private, loopback, link-local and other non-public targets
 * after DNS resolution — on the address actually connected to (no DNS rebinding) and again on
 * every redirect — within a time limit. `allowHosts` (host:port) admits test servers only.
 */
export async function safeFetch(
  raw: string,
  opts: { timeoutMs: number; maxRedirects?: number; allowHosts?: string[]; signal?: AbortSignal },
): Promise<FetchedResponse> {
  let url = normaliseUrl(raw);
  const deadline = AbortSignal.any([AbortSignal.timeout(opts.timeoutMs), ...(opts.signal ? [opts.signal] : [])]);
  for (let hop = 0; hop <= (opts.maxRedirects ?? 5); hop++) {
    const allowed = opts.allowHosts?.includes(url.host) ?? false;
    const lookup: LookupFunction = (hostname, options, callback) => {
      dns.lookup(hostname, { all: true }, (err, addresses) => {
        if (err) return callback(err, "", 4);
        const usable = addresses.filter((a) => allowed || isPublicAddress(a.address));
        if (usable.length === 0) return callback(Object.assign(new Error("refused"), { code: "EREFUSED_PRIVATE" }), "", 4);
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      });
    };
    // A literal IP skips DNS, so check it here too.
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    if (!allowed && ipaddr.isValid(literal) && !isPublicAddress(literal)) throw refused();

    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const client = url.protocol === "https:" ? https : http;
      const req = client.get(url, { lookup, signal: deadline, headers: { "user-agent": "Folio document import", accept: "*/*" } }, resolve);
      req.on("error", (err: NodeJS.ErrnoException) => {
        if (err.code === "EREFUSED_PRIVATE") reject(refused());
        else if (deadline.aborted) reject(new AppError("url_timeout"));
        else reject(new AppError("url_unreachable", `The link could not be opened (${err.code ?? err.message}).`));
      });
    });
    if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
      res.resume();
      url = normaliseUrl(new URL(res.headers.location, url).href);
      continue;
    }
    if (!res.statusCode || res.statusCode >= 400) {
      res.resume();
      throw new AppError("url_unreachable", `The link answered with an error (HTTP ${res.statusCode ?? "?"}).`);
    }
    const length = Number(res.headers["content-length"]);
    return {
      url,
      contentType: res.headers["content-type"] ?? null,
      contentDisposition: res.headers["content-disposition"] ?? null,
      contentLength: Number.isFinite(length) ? length : null,
      body: res,
    };
  }
  throw new AppError("url_unreachable", "The link redirects too many times.");
}
