import { describe, expect, it } from "vitest";
import { trimAndLevel } from "./level.ts";
import { mapWithLimit } from "./pool.ts";
import { splitForSpeech } from "./split-text.ts";

describe("splitForSpeech", () => {
  it("keeps short turns whole and cuts long ones at sentence ends, never inside a number", () => {
    expect(splitForSpeech("Growth was 3.5 percent. Then it fell.")).toEqual(["Growth was 3.5 percent. Then it fell."]);
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} is about 3.5 things.`).join(" ");
    const pieces = splitForSpeech(long, 200);
    expect(pieces.every((p) => p.length <= 200)).toBe(true);
    expect(pieces.every((p) => p.endsWith("things."))).toBe(true);
    expect(pieces.join(" ")).toBe(long);
  });

  it("cuts text without spaces (Chinese, Japanese) at 。 or, failing that, at the limit", () => {
    expect(splitForSpeech("第一句。第二句。", 5)).toEqual(["第一句。", "第二句。"]);
    expect(splitForSpeech("あ".repeat(25), 10).map((p) => p.length)).toEqual([10, 10, 5]);
  });
});

describe("trimAndLevel", () => {
  const pcm = (values: number[]) => {
    const b = Buffer.alloc(values.length * 2);
    values.forEach((v, i) => b.writeInt16LE(Math.round(v * 32767), i * 2));
    return b;
  };
  it("drops leading and trailing silence (keeping 10 ms) and brings quiet speech up to a common level", () => {
    const quiet = Array.from({ length: 2400 }, (_, i) => 0.02 * Math.sin(i / 5));
    const out = trimAndLevel(pcm([...new Array(2000).fill(0), ...quiet, ...new Array(2000).fill(0)]));
    const samples = Array.from({ length: out.length / 2 }, (_, i) => out.readInt16LE(i * 2) / 32768);
    expect(samples.length).toBeLessThanOrEqual(2400 + 480);
    const rms = Math.sqrt(samples.reduce((s, v) => s + v * v, 0) / samples.length);
    expect(rms).toBeGreaterThan(0.08);
    expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(0.9);
    expect(trimAndLevel(pcm(new Array(500).fill(0)))).toHaveLength(0);
  });
});

describe("mapWithLimit", () => {
  it("keeps order, respects the limit, and waits for work in flight before reporting a failure", async () => {
    let running = 0;
    let most = 0;
    const settled: number[] = [];
    const work = async (n: number, _i: number, signal: AbortSignal) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n === 2 ? 5 : 30));
      running--;
      settled.push(n);
      if (n === 2) throw new Error("two failed");
      if (signal.aborted) throw signal.reason;
      return n * 10;
    };
    expect(await mapWithLimit([1, 3, 4, 5], 2, undefined, work)).toEqual([10, 30, 40, 50]);
    expect(most).toBe(2);
    settled.length = 0;
    await expect(mapWithLimit([1, 2, 3, 4], 2, undefined, work)).rejects.toThrow("two failed");
    expect(settled.sort()).toEqual([1, 2]); // 3 and 4 never started; 1 finished before the rejection
  });
});
