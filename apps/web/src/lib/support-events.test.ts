import { afterEach, describe, expect, it, vi } from "vitest";
import { onSupportRequest, sendExceedLimitEventIf } from "./support-events";
import { toApiError } from "./api-client";

describe("the exceed-limit event", () => {
  const listener = vi.fn();
  let off = () => {};
  afterEach(() => {
    off();
    listener.mockReset();
  });

  it("is sent for a message containing 'uploads exceeded', whatever its case, and only then", () => {
    off = onSupportRequest(listener);
    sendExceedLimitEventIf("Some other refusal");
    expect(listener).not.toHaveBeenCalled();
    sendExceedLimitEventIf("Daily uploads exceeded: your plan allows 1 document per day.");
    expect(listener).toHaveBeenCalledWith({ context: "uploads_exceeded", detail: "Daily uploads exceeded: your plan allows 1 document per day." });
  });

  it("is sent by any API refusal carrying that message", async () => {
    off = onSupportRequest(listener);
    const detail = "Daily uploads exceeded: your plan allows 1 document per day. Upgrade your plan to upload more.";
    await toApiError(new Response(JSON.stringify({ detail, code: "limit_reached" }), { status: 402 }));
    expect(listener).toHaveBeenCalledWith({ context: "uploads_exceeded", detail });
  });
});
