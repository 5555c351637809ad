import { describe, expect, it } from "vitest";
import { chunkUnits } from "./chunk-units.ts";
import type { ParsedUnit } from "./types.ts";

const unit = (n: number, text: string): ParsedUnit => ({ unit: n, kind: "page", label: `Page ${n}`, text, source: "text", warnings: [] });
const sentence = (i: number) => `Sentence number ${i} talks about wind farms and the grid in some detail. `;
const prose = (sentences: number, from = 0) => Array.from({ length: sentences }, (_, i) => sentence(from + i)).join("");

describe("chunkUnits", () => {
  it("keeps a unit of up to 1.75 targets whole (an abstract is one chunk), and cuts a longer one", () => {
    const abstract = prose(28); // about 2,000 characters
    expect(abstract.length).toBeGreaterThan(1_950);
    const page2 = unit(2, "Short page.");
    expect(chunkUnits([unit(1, abstract), page2]).filter((c) => c.unit === 1)).toHaveLength(1);
    expect(chunkUnits([unit(1, prose(32)), page2]).filter((c) => c.unit === 1).length).toBeGreaterThan(1);
  });

  it("keeps a document of one unit of up to 4 targets whole, without its surrounding blanks, and cuts a longer one", () => {
    const long = prose(66); // about 4,700 characters
    expect(long.length).toBeGreaterThan(4_600);
    expect(chunkUnits([unit(1, `\n  ${long}  \n`)])).toEqual([{ unit: 1, ordinal: 0, text: long.trimEnd(), charStart: 3, charEnd: 3 + long.trimEnd().length }]);
    expect(chunkUnits([unit(1, prose(70))]).length).toBeGreaterThan(1);
    expect(chunkUnits([unit(1, long), unit(2, "Short page.")]).length).toBeGreaterThan(2);
  });

  it("slices each unit's text exactly, in order, never across units", () => {
    const units = [unit(1, prose(60)), unit(2, "Short page."), unit(3, `${prose(20)}\n\n${prose(40, 20)}`)];
    const chunks = chunkUnits(units, { targetChars: 600, overlapChars: 100 });
    for (const c of chunks) expect(units[c.unit - 1]?.text.slice(c.charStart, c.charEnd)).toBe(c.text);
    expect(chunks.filter((c) => c.unit === 2)).toEqual([{ unit: 2, ordinal: 0, text: "Short page.", charStart: 0, charEnd: 11 }]);
    for (const n of [1, 3]) {
      const mine = chunks.filter((c) => c.unit === n);
      expect(mine.map((c) => c.ordinal)).toEqual(mine.map((_, i) => i));
      expect(mine[0]?.charStart).toBe(0);
      expect(mine[mine.length - 1]?.charEnd).toBe(units[n - 1]?.text.trimEnd().length);
      for (let i = 1; i < mine.length; i++) {
        const [prev, next] = [mine[i - 1], mine[i]] as [NonNullable<(typeof mine)[0]>, NonNullable<(typeof mine)[0]>];
        expect(next.charStart).toBeLessThan(prev.charEnd);
        expect(prev.charEnd - next.charStart).toBeLessThanOrEqual(120);
      }
    }
  });

  it("cuts at sentence ends and starts the overlap at a word", () => {
    const chunks = chunkUnits([unit(1, prose(40)), unit(2, "Short page.")], { targetChars: 500, overlapChars: 80 }).filter((c) => c.unit === 1);
    for (const c of chunks.slice(0, -1)) expect(c.text.endsWith(".")).toBe(true);
    for (const c of chunks.slice(1)) expect(c.text).toMatch(/^\S/);
    for (const c of chunks.slice(1)) expect(prose(40)[c.charStart - 1]).toMatch(/\s/);
  });

  it("prefers a paragraph break to a sentence end", () => {
    const text = `${prose(5)}\n\n${prose(20, 5)}`;
    const [first] = chunkUnits([unit(1, text), unit(2, "Short page.")], { targetChars: 500, overlapChars: 0 });
    expect(first?.text).toBe(prose(5).trimEnd());
  });

  it("cuts CJK text without spaces at its full stops, and never splits a surrogate pair", () => {
    const cjk = "北京的天气很好，我们去公园散步吧。".repeat(100);
    const chunks = chunkUnits([unit(1, cjk)], { targetChars: 300, overlapChars: 50 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks.slice(0, -1)) expect(c.text.endsWith("。")).toBe(true);
    const emoji = "😀".repeat(1000);
    for (const c of chunkUnits([unit(1, emoji)], { targetChars: 301, overlapChars: 51 })) {
      expect(c.text).toMatch(/^(?:\ud83d\ude00)+$/);
    }
  });

  it("gives nothing for empty or blank units and terminates on one endless word", () => {
    expect(chunkUnits([unit(1, ""), unit(2, " \n\t ")])).toEqual([]);
    const chunks = chunkUnits([unit(1, "x".repeat(10_000))], { targetChars: 1000, overlapChars: 200 });
    expect(chunks.length).toBeGreaterThan(9);
    expect(chunks.length).toBeLessThan(15);
  });
});
