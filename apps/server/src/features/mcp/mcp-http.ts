import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { FolioClient } from "@folio/client";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { authenticateApiKey, requestApiKey } from "../api-keys/index.ts";
import { createFolioMcpServer } from "./folio-mcp-server.ts";
import { innerCallEnv, type InnerCaller } from "./inner-caller.ts";
import { looksLikeAccessToken, userOfAccessToken } from "./oauth-server.ts";
import { checkLocalRequest } from "./local-binding.ts";

/** How /mcp reaches the app's own API in-process (app.fetch with an inner call's env). */
export type AppFetch = (request: Request, env: object) => Response | Promise<Response>;

/** Folio's public origin: PUBLIC_URL's, else the request's. Viewer links, metadata and the token audience use it. */
export function publicOrigin(deps: AppDeps, request: Request): string {
  return new URL(deps.config.PUBLIC_URL ?? request.url).origin;
}

/**
 * One Streamable HTTP exchange at /mcp, stateless: a new MCP server and transport for this request
 * alone (no session map), so any API process answers any request. The caller (an API key, or an
 * access token Folio issued for this /mcp) is checked first; the tools then call the app's own API
 * in-process as that caller, through @folio/client.
 */
export async function handleMcp(deps: AppDeps, request: Request, appFetch: AppFetch): Promise<Response> {
  const origin = publicOrigin(deps, request);
  const refused = checkLocalRequest(deps, request, origin);
  if (refused) return refused;
  if (request.method !== "POST") return json(405, { detail: "This MCP server is stateless: send JSON-RPC messages with POST.", code: "method_not_allowed" }, { allow: "POST" });

  const caller = await authenticate(deps, request, origin);
  if (!caller) return unauthorized(origin);

  const folio = new FolioClient({ baseUrl: origin, fetch: (input, init) => Promise.resolve(appFetch(new Request(input, init), innerCallEnv(caller))) });
  const server = createFolioMcpServer(folio, origin);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: deps.config.MAX_JSON_BYTES });
  try {
    await server.connect(transport);
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}

/** An API key (X-API-Key or a key-shaped bearer) or a live access token for this /mcp; null when neither. */
async function authenticate(deps: AppDeps, request: Request, origin: string): Promise<InnerCaller | null> {
  const authorization = request.headers.get("authorization") ?? undefined;
  const key = requestApiKey({ apiKey: request.headers.get("x-api-key") ?? undefined, authorization });
  if (key !== null) {
    try {
      const { user, caller } = await authenticateApiKey(deps, key);
      return { user, apiKey: caller };
    } catch (err) {
      if (err instanceof AppError && err.status === 401) return null;
      throw err;
    }
  }
  const bearer = authorization?.match(/^bearer\s+(\S+)\s*$/iu)?.[1];
  if (!bearer || !looksLikeAccessToken(bearer)) return null;
  const user = await userOfAccessToken(deps, origin, bearer);
  return user ? { user, apiKey: null } : null;
}

/** RFC 9728: the 401 names the protected-resource metadata, where an assistant finds how to sign in. */
function unauthorized(origin: string): Response {
  const header = `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource"`;
  return json(401, { detail: "Connect with a Folio API key or sign in with OAuth: a bearer token is required.", code: "unauthorized" }, { "www-authenticate": header });
}

function json(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}
