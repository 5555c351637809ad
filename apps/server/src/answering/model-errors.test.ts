import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { modelError } from "./model-errors.ts";

const rateLimited = (headers: Record<string, string>) =>
  new APICallError({ message: "Too Many Requests", url: "https://provider.test/v1/chat", requestBodyValues: {}, statusCode: 429, responseHeaders: headers });

describe("modelError", () => {
  it("passes the provider's Retry-After on to the 429, in seconds or from a date", () => {
    expect(modelError("busy", rateLimited({ "retry-after": "12" }))).toMatchObject({ status: 429, retryAfterSeconds: 12 });
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(modelError("busy", rateLimited({ "retry-after": inAMinute })).retryAfterSeconds).toBeGreaterThanOrEqual(58);
  });

  it("says half a minute when the provider does not say, and nothing on other failures", () => {
    expect(modelError("busy", rateLimited({})).retryAfterSeconds).toBe(30);
    expect(modelError("failed", new Error("boom")).retryAfterSeconds).toBeUndefined();
  });
});
