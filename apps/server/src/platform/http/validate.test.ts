import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors.ts";
import { parseWith } from "./validate.ts";

const refusal = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("not refused");
};

describe("parseWith", () => {
  const Message = z.object({ message: z.string(), tags: z.array(z.string()).optional(), meta: z.record(z.string(), z.string()).optional() });

  it("keeps tab, CR, LF, vertical tab and form feed in free text (text pasted from a PDF holds its page breaks)", () => {
    expect(parseWith(Message, { message: "line one\r\n\tline two\fpage two\v" }).message).toBe("line one\r\n\tline two\fpage two\v");
  });

  it("refuses NUL, other C0 controls and DEL anywhere, naming the field", () => {
    for (const [value, field] of [
      [{ message: "a\u0000" }, "message"],
      [{ message: "ok", tags: ["fine", "bell\u0007"] }, "tags.1"],
      [{ message: "esc\u001b[2J" }, "message"],
      [{ message: "del\u007f" }, "message"],
      [{ message: "ok", meta: { "k\u0000": "v" } }, "meta"],
    ] as const) {
      const err = refusal(() => parseWith(Message, value));
      expect(err.status).toBe(422);
      expect(err.detail).toBe(`${field}: must not contain control characters`);
    }
    expect(refusal(() => parseWith(z.string(), "\u0000")).detail).toBe("The request: must not contain control characters");
  });

  it("walks a body nested far deeper than the call stack without overflowing", () => {
    let deep: unknown = "bottom\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(refusal(() => parseWith(z.unknown(), deep)).status).toBe(422);
  });
});
