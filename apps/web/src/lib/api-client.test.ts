import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountRoutes, ERRORS } from "@folio/contract";
import { ApiError, DEFAULT_ERROR_DETAIL, NETWORK_ERROR_DETAIL, callApi, errorDetail, fetchWithSession, hasErrorCode, toApiError } from "./api-client";
import { saveSessionToken, clearSessionToken } from "./session-token";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";

describe("toApiError", () => {
  it("keeps the server's status, detail and code", async () => {
    const err = await toApiError(jsonResponse(409, { detail: ERRORS.email_taken.detail, code: "email_taken" }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(409);
    expect(err.detail).toBe(ERRORS.email_taken.detail);
    expect(err.code).toBe("email_taken");
    expect(err.message).toBe(ERRORS.email_taken.detail);
  });

  it("falls back to the catalogue's default when the body is not JSON", async () => {
    const err = await toApiError(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(err.status).toBe(502);
    expect(err.detail).toBe("An error occurred. Please try again");
  });

  it("falls back to the default when the JSON has no usable detail", async () => {
    expect((await toApiError(jsonResponse(500, { message: "boom" }))).detail).toBe(ERRORS.internal.detail);
    expect((await toApiError(jsonResponse(400, { detail: "" }))).detail).toBe(ERRORS.internal.detail);
    expect((await toApiError(jsonResponse(400, { detail: 42 }))).detail).toBe(ERRORS.internal.detail);
  });
});

describe("hasErrorCode", () => {
  it("decides on the code, whatever the detail says", async () => {
    const err = await toApiError(jsonResponse(409, { detail: "Any wording at all.", code: "summary_cancelled" }));
    expect(hasErrorCode(err, "summary_cancelled")).toBe(true);
    expect(hasErrorCode(err, "summary_failed")).toBe(false);
    expect(hasErrorCode(new ApiError(409, ERRORS.summary_cancelled.detail), "summary_cancelled")).toBe(false);
    expect(hasErrorCode(new Error("summary_cancelled"), "summary_cancelled")).toBe(false);
  });
});

describe("callApi", () => {
  beforeEach(() => clearSessionToken());
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it("sends the stored token as a bearer token, the cookie, and a JSON body", async () => {
    saveSessionToken("tok_123");
    const { calls } = fakeFetch({ "POST /api/auth/login": () => jsonResponse(200, { token: "t", user: {} }) });
    await callApi(accountRoutes.login, { body: { email: "a@b.co", password: "secret-pass" } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.headers.get("authorization")).toBe("Bearer tok_123");
    expect(call?.headers.get("content-type")).toBe("application/json");
    expect(call?.credentials).toBe("include");
    expect(JSON.parse(String(call?.body))).toEqual({ email: "a@b.co", password: "secret-pass" });
  });

  it("sends no authorization header without a stored token", async () => {
    const { calls } = fakeFetch({ "GET /api/create-anon-user": () => jsonResponse(200, { token: "t", user: {} }) });
    await callApi(accountRoutes.createAnonUser);
    expect(calls[0]?.headers.has("authorization")).toBe(false);
  });

  it("sends FormData as it is, letting the browser set the multipart boundary", async () => {
    const { calls } = fakeFetch({ "POST /api/profile/upload-image": () => jsonResponse(200, { imageKey: "img_1" }) });
    const form = new FormData();
    form.set("file", new File(["x"], "me.png", { type: "image/png" }));
    const result = await callApi(accountRoutes.uploadImage, { body: form });
    expect(result).toEqual({ imageKey: "img_1" });
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.has("content-type")).toBe(false);
  });

  it("fills path parameters and the query string", async () => {
    const { calls } = fakeFetch({ "GET /api/profile/image/a%2Fb": () => new Response("img", { status: 200 }) });
    await callApi(accountRoutes.serveImage, { params: { key: "a/b" }, query: { expires: 10, sig: "s g" } });
    expect(calls[0]?.url).toBe("/api/profile/image/a%2Fb?expires=10&sig=s+g");
  });

  it("rejects with an ApiError carrying the server's detail", async () => {
    fakeFetch({ "POST /api/auth/login": () => jsonResponse(401, { detail: ERRORS.invalid_credentials.detail }) });
    const failure = callApi(accountRoutes.login, { body: { email: "a@b.co", password: "wrong-pass" } });
    await expect(failure).rejects.toMatchObject({ status: 401, detail: ERRORS.invalid_credentials.detail });
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const failure = callApi(accountRoutes.me);
    await expect(failure).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR_DETAIL });
  });
});

describe("fetchWithSession", () => {
  beforeEach(() => clearSessionToken());
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it("adds the bearer token and the cookie to the caller's request and answers the response", async () => {
    saveSessionToken("tok_123");
    const { calls } = fakeFetch({ "POST /api/tools/merge": () => new Response("%PDF", { status: 200 }) });
    const res = await fetchWithSession("/api/tools/merge", { method: "POST", headers: { accept: "application/pdf" }, body: "x" });
    expect(await res.text()).toBe("%PDF");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok_123");
    expect(calls[0]?.headers.get("accept")).toBe("application/pdf");
    expect(calls[0]?.credentials).toBe("include");
    expect(calls[0]?.body).toBe("x");
  });

  it("rejects a refusal as an ApiError, no answer with status 0, and leaves an abort an abort", async () => {
    fakeFetch({ "GET /api/summaries/s_1/pdf": () => jsonResponse(403, { detail: "Paid plans only.", code: "plan_required" }) });
    await expect(fetchWithSession("/api/summaries/s_1/pdf")).rejects.toMatchObject({ status: 403, detail: "Paid plans only.", code: "plan_required" });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(fetchWithSession("/api/podcasts/p_1/audio")).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR_DETAIL });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new DOMException("stopped", "AbortError"))));
    await expect(fetchWithSession("/api/podcasts/p_1/audio")).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("DEFAULT_ERROR_DETAIL", () => {
  it("is the catalogue's default message", () => {
    expect(DEFAULT_ERROR_DETAIL).toBe(ERRORS.internal.detail);
  });
});

describe("errorDetail", () => {
  it("shows an ApiError's detail and a default for anything else", () => {
    expect(errorDetail(new ApiError(404, "Failed to get profile"))).toBe("Failed to get profile");
    expect(errorDetail(new Error("internal stack detail"))).toBe(ERRORS.internal.detail);
  });
});
