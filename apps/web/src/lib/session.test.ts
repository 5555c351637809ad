import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { ERRORS } from "@folio/contract";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { makeAnonymousUser, makeUser } from "@/test-support/users";
import { CURRENT_USER_KEY, currentUserQuery, endSession, loadCurrentUser, startSession, USER_GC_MS, USER_STALE_MS } from "./session";
import { ApiError } from "./api-client";
import { clearSessionToken, readSessionToken, saveSessionToken, switchToCookieSession } from "./session-token";

const anonymous = makeAnonymousUser("anon_new");

describe("loadCurrentUser", () => {
  beforeEach(() => clearSessionToken());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSessionToken();
  });

  it("starts a first visit as an anonymous user and keeps its token", async () => {
    const { calls } = fakeFetch({ "GET /api/create-anon-user": () => jsonResponse(200, { token: "anon-token", user: anonymous }) });
    const user = await loadCurrentUser();
    expect(user.id).toMatch(/^anon_/);
    expect(readSessionToken()).toBe("anon-token");
    // No stored session: nothing to ask /users/me about.
    expect(calls.map((c) => c.url)).toEqual(["/api/create-anon-user"]);
  });

  it("returns the signed-in user for a stored token", async () => {
    saveSessionToken("user-token");
    const { calls } = fakeFetch({ "GET /api/users/me": () => jsonResponse(200, makeUser()) });
    const user = await loadCurrentUser();
    expect(user.email).toBe("ada@example.com");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer user-token");
  });

  it("replaces an expired token (401) with a new anonymous one", async () => {
    saveSessionToken("expired");
    fakeFetch({
      "GET /api/users/me": () => jsonResponse(401, { detail: ERRORS.invalid_token.detail }),
      "GET /api/create-anon-user": () => jsonResponse(200, { token: "anon-token", user: anonymous }),
    });
    const user = await loadCurrentUser();
    expect(user.is_anonymous).toBe(true);
    expect(readSessionToken()).toBe("anon-token");
  });

  it("asks with the cookie alone after sign-in with Google", async () => {
    switchToCookieSession();
    const { calls } = fakeFetch({ "GET /api/users/me": () => jsonResponse(200, makeUser()) });
    await loadCurrentUser();
    expect(calls[0]?.headers.has("authorization")).toBe(false);
    expect(calls[0]?.credentials).toBe("include");
  });

  it("keeps the session when the server fails for another reason", async () => {
    saveSessionToken("user-token");
    fakeFetch({ "GET /api/users/me": () => jsonResponse(503, { detail: ERRORS.unavailable.detail }) });
    await expect(loadCurrentUser()).rejects.toMatchObject({ status: 503 });
    expect(readSessionToken()).toBe("user-token");
  });
});

describe("currentUserQuery", () => {
  it("uses the spec's timings and retries twice, never on 401", () => {
    expect(currentUserQuery.staleTime).toBe(USER_STALE_MS);
    expect(USER_STALE_MS).toBe(5 * 60_000);
    expect(currentUserQuery.gcTime).toBe(USER_GC_MS);
    expect(USER_GC_MS).toBe(10 * 60_000);
    const retry = currentUserQuery.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(500, "x"))).toBe(true);
    expect(retry(1, new ApiError(0, "x"))).toBe(true);
    expect(retry(2, new ApiError(500, "x"))).toBe(false);
    expect(retry(0, new ApiError(401, "x"))).toBe(false);
  });
});

describe("startSession and endSession", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSessionToken();
  });

  it("login keeps the new token and drops the previous user's cache", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["profile", "anon_old"], { first_name: "x" });
    const user = makeUser();
    startSession(queryClient, { token: "fresh", user });
    expect(readSessionToken()).toBe("fresh");
    expect(queryClient.getQueryData(["profile", "anon_old"])).toBeUndefined();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(user);
  });

  it("logout continues as a new anonymous user", async () => {
    saveSessionToken("user-token");
    const { calls } = fakeFetch({
      "POST /api/auth/cookie/logout": () => jsonResponse(200, { ok: true }),
      "GET /api/create-anon-user": () => jsonResponse(200, { token: "anon-token", user: anonymous }),
    });
    const next = await endSession();
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer user-token");
    // The anonymous user is created without the old token.
    expect(calls[1]?.headers.has("authorization")).toBe(false);
    expect(next?.id).toBe("anon_new");
    expect(readSessionToken()).toBe("anon-token");
  });

  it("a failed logout call is only logged; the local session is cleared anyway", async () => {
    saveSessionToken("user-token");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fakeFetch({
      "POST /api/auth/cookie/logout": () => jsonResponse(500, { detail: ERRORS.internal.detail }),
      "GET /api/create-anon-user": () => jsonResponse(200, { token: "anon-token", user: anonymous }),
    });
    const next = await endSession();
    expect(logged).toHaveBeenCalled();
    expect(next?.is_anonymous).toBe(true);
    expect(readSessionToken()).toBe("anon-token");
  });
});
