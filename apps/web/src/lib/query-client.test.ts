import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, shouldRetry } from "./query-client";
import { CURRENT_USER_KEY } from "./session";
import { makeUser } from "@/test-support/users";

describe("createQueryClient", () => {
  it("reloads the current user when any call answers 401", async () => {
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, makeUser());
    await client
      .fetchQuery({
        queryKey: ["profile", "usr_1"],
        queryFn: () => Promise.reject(new ApiError(401, "Your session has expired or is not valid. Please log in again.")),
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });

  it("leaves the current user alone on other errors", async () => {
    const client = createQueryClient();
    client.setQueryData(CURRENT_USER_KEY, makeUser());
    await client
      .fetchQuery({ queryKey: ["profile", "usr_1"], queryFn: () => Promise.reject(new ApiError(500, "x")), retry: false })
      .catch(() => undefined);
    expect(client.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(false);
  });
});

describe("shouldRetry", () => {
  it("retries network and server errors twice, never client errors", () => {
    expect(shouldRetry(0, new ApiError(0, "offline"))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, "x"))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, "x"))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, "x"))).toBe(false);
  });
});
