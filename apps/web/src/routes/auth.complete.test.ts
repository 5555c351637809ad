import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { isRedirect } from "@tanstack/react-router";
import { clearSessionToken, hasStoredSession, readSessionToken, saveSessionToken } from "@/lib/session-token";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { Route } from "./auth.complete";

type BeforeLoad = (ctx: { context: { queryClient: QueryClient }; search: { next?: string } }) => Promise<void>;
const beforeLoad = Route.options.beforeLoad as unknown as BeforeLoad;

/** Runs the landing of a Google sign-in and returns where it redirects. */
async function land(next: string): Promise<string | undefined> {
  try {
    await beforeLoad({ context: { queryClient: new QueryClient() }, search: { next } });
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.href;
    throw thrown;
  }
  return undefined;
}

describe("/auth/complete (landing after sign-in with Google)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSessionToken();
  });

  it("moves the anonymous user's work to the account, switches to the cookie session and goes on", async () => {
    saveSessionToken("anon-session-token-123");
    const { calls } = fakeFetch({ "POST /api/auth/claim-anonymous": () => jsonResponse(200, { moved: { documents: 2 } }) });
    expect(await land("/documents")).toBe("/documents");
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ anon_token: "anon-session-token-123" });
    // The call is made on the cookie session: the old token is not sent as the bearer.
    expect(calls[0]!.headers.get("authorization")).toBeNull();
    expect(calls[0]!.credentials).toBe("include");
    expect(readSessionToken()).toBeNull();
    expect(hasStoredSession()).toBe(true);
  });

  it("goes on without asking when the browser had no token, and when there was nothing to move", async () => {
    const { calls } = fakeFetch({ "POST /api/auth/claim-anonymous": () => jsonResponse(404, { detail: "There is no anonymous work from this browser to move to your account." }) });
    expect(await land("/settings")).toBe("/settings");
    expect(calls).toHaveLength(0);

    saveSessionToken("registered-session-token");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await land("/settings")).toBe("/settings");
    expect(calls).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it("still signs the user in when moving the work fails", async () => {
    saveSessionToken("anon-session-token-456");
    fakeFetch({ "POST /api/auth/claim-anonymous": () => jsonResponse(500, { detail: "Something went wrong" }) });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await land("/conversations")).toBe("/conversations");
    expect(warn).toHaveBeenCalledOnce();
    expect(hasStoredSession()).toBe(true);
  });
});
