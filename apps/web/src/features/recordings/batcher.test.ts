import { describe, expect, it, vi } from "vitest";
import { createBatcher, type RecordingBatch, type SendOutcome } from "./batcher";

const LIMITS = { maxBytes: 10_000, maxEvents: 3, maxWaiting: 2 };
const event = (n: number) => ({ type: 3, timestamp: n });

function setup(outcomes: SendOutcome[] = []) {
  const sent: RecordingBatch[] = [];
  const onStop = vi.fn();
  const send = vi.fn(async (batch: RecordingBatch) => {
    sent.push(batch);
    return outcomes.shift() ?? "sent";
  });
  const batcher = createBatcher({ recordingId: "rec-1", page: "/documents", send, onStop, limits: LIMITS });
  return { batcher, sent, send, onStop };
}

describe("recording batcher", () => {
  it("sends a batch when it reaches the event limit, numbered in order", async () => {
    const { batcher, sent } = setup();
    for (let i = 0; i < 7; i++) batcher.push(event(i));
    batcher.flush();
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((b) => b.sequence)).toEqual([0, 1, 2]);
    expect(sent.map((b) => b.events.map((e) => e.timestamp))).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(sent[0]).toMatchObject({ recording_id: "rec-1", page: "/documents" });
  });

  it("sends a batch when its JSON reaches the size limit", async () => {
    const { batcher, sent } = setup();
    batcher.push({ ...event(1), data: "x".repeat(LIMITS.maxBytes) } as ReturnType<typeof event>);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });

  it("keeps a batch that failed and sends it again, with the same number, before newer ones", async () => {
    const { batcher, sent } = setup(["retry"]);
    batcher.push(event(1));
    batcher.flush();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    batcher.push(event(2));
    batcher.flush();
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((b) => b.sequence)).toEqual([0, 0, 1]);
  });

  it("stops for good when the server refuses, and when too many batches wait", async () => {
    const refused = setup(["stop"]);
    refused.batcher.push(event(1));
    refused.batcher.flush();
    await vi.waitFor(() => expect(refused.onStop).toHaveBeenCalledOnce());
    refused.batcher.push(event(2));
    refused.batcher.flush();
    expect(refused.sent).toHaveLength(1);

    // Each flush sends the oldest waiting batch again; the third waiting one is one too many.
    const offline = setup(["retry", "retry", "retry"]);
    for (let i = 0; i < 3; i++) {
      offline.batcher.push(event(i));
      offline.batcher.flush();
      await vi.waitFor(() => expect(offline.send).toHaveBeenCalledTimes(i + 1));
    }
    expect(offline.batcher.stopped).toBe(true);
    expect(offline.onStop).toHaveBeenCalledOnce();
  });

  it("drops what is pending when stopped (consent withdrawn) and sends nothing", () => {
    const { batcher, send } = setup();
    batcher.push(event(1));
    batcher.stop();
    batcher.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
