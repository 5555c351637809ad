import { describe, expect, it } from "vitest";
import type { UnitText } from "../types.ts";
import { unitTextBatches } from "./unit-text-batches.ts";

const unit = (n: number, chars: number): UnitText => ({ unit: n, text: "x".repeat(chars) });

describe("unit text batches", () => {
  it("sends a batch as soon as it holds batchChars, and the rest when the job finishes", () => {
    const sent: number[][] = [];
    const batches = unitTextBatches((units) => sent.push(units.map((u) => u.unit)), 10);
    for (let n = 1; n <= 5; n++) batches.add(unit(n, 4));
    expect(sent).toEqual([[1, 2, 3]]);
    batches.finish();
    expect(sent).toEqual([[1, 2, 3], [4, 5]]);
    batches.add(unit(6, 40));
    expect(sent).toHaveLength(2);
  });

  it("sends nothing for a document shorter than one batch, nor after a failure", () => {
    const sent: UnitText[][] = [];
    const small = unitTextBatches((units) => sent.push(units), 10);
    small.add(unit(1, 4));
    small.finish();
    const failed = unitTextBatches((units) => sent.push(units), 10);
    failed.add(unit(1, 12));
    failed.add(unit(2, 4));
    failed.stop();
    failed.add(unit(3, 40));
    expect(sent.map((b) => b.map((u) => u.unit))).toEqual([[1]]);
  });
});
