import { vi } from "vitest";

export interface FakeCall {
  method: string;
  url: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

type Responder = (call: FakeCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Replace fetch with a routing table keyed by "METHOD /path"; every call is recorded. */
export function fakeFetch(routes: Record<string, Responder>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const call: FakeCall = {
      method: init?.method ?? "GET",
      url,
      headers: new Headers(init?.headers),
      body: init?.body,
      credentials: init?.credentials,
    };
    calls.push(call);
    const path = url.split("?")[0];
    const responder = routes[`${call.method} ${path}`];
    if (!responder) throw new Error(`Unexpected call ${call.method} ${url}`);
    return responder(call);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
