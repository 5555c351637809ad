import type { AppDeps } from "../../deps.ts";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * DNS rebinding guard (the MCP transport spec's "validate Origin"; the SDK leaves it to middleware):
 * a browser page may send its Origin only when it is Folio's own; and when Folio is served on this
 * machine (PUBLIC_URL on a loopback host, or none), the Host must be a loopback name, so a page on
 * an attacker's domain resolved to 127.0.0.1 cannot reach the local server.
 */
export function checkLocalRequest(deps: AppDeps, request: Request, origin: string): Response | null {
  const sentOrigin = request.headers.get("origin");
  if (sentOrigin !== null && sentOrigin !== origin) return forbidden(`Origin ${sentOrigin.slice(0, 200)} may not call Folio's MCP server.`);
  const local = deps.config.PUBLIC_URL === undefined || LOOPBACK.has(new URL(deps.config.PUBLIC_URL).hostname);
  if (!local) return null;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const hostname = host.replace(/:\d+$/u, "").toLowerCase();
  return LOOPBACK.has(hostname) ? null : forbidden(`Host ${host.slice(0, 200)} is not this local Folio: use localhost or 127.0.0.1.`);
}

function forbidden(detail: string): Response {
  return new Response(JSON.stringify({ detail, code: "forbidden" }), { status: 403, headers: { "content-type": "application/json" } });
}
