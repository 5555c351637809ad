import { describe, expect, it } from "vitest";
import { createBlockSplitter, parseCitationBlock } from "./citation-block.ts";

function split(deltas: string[]) {
  const splitter = createBlockSplitter();
  const shown = deltas.map((d) => splitter.push(d));
  const end = splitter.end();
  return { shown: [...shown, end.visible].join(""), pieces: shown, block: end.block };
}

describe("the citation block splitter", () => {
  it("shows the answer and holds back the block, even when the tag is cut across deltas", () => {
    const { shown, block, pieces } = split(["Water boils at 100 °C [1].", "\n\n<cit", "ations>[{\"n\": 1, ", "\"quote\": \"boils\"}]</citations>"]);
    expect(shown).toBe("Water boils at 100 °C [1].\n\n");
    expect(pieces[1]).toBe("\n\n");
    expect(block).toBe('<citations>[{"n": 1, "quote": "boils"}]</citations>');
  });

  it("releases a held '<' that turns out not to start the block", () => {
    const { shown, block, pieces } = split(["a <", "b and x <ci", "rcle>"]);
    expect(pieces).toEqual(["a ", "<b and x ", "<circle>"]);
    expect(shown).toBe("a <b and x <circle>");
    expect(block).toBeNull();
  });

  it("gives back a held tail at the end when the stream stops mid-tag", () => {
    expect(split(["done <cita"])).toEqual({ shown: "done <cita", pieces: ["done "], block: null });
  });
});

describe("parseCitationBlock", () => {
  it("reads the JSON array", () => {
    expect(parseCitationBlock('<citations>[{"n": 1, "quote": "A \\"quoted\\" word"}, {"n": 3, "quote": "b"}]</citations>')).toEqual([
      { n: 1, quote: 'A "quoted" word' },
      { n: 3, quote: "b" },
    ]);
  });

  it("tolerates a code fence, a trailing comma, n as a string and a missing closing tag", () => {
    expect(parseCitationBlock('<citations>\n```json\n[{"n": "2", "quote": "x"},]\n```')).toEqual([{ n: 2, quote: "x" }]);
  });

  it("falls back to reading entries one by one when the JSON is broken, and skips junk", () => {
    expect(parseCitationBlock('<citations>[{"n": 1, "quote": "one"}, {"n": 2, "quote": "tw]</citations>')).toEqual([{ n: 1, quote: "one" }]);
    expect(parseCitationBlock('<citations>[{"n": 1}, "x", null, {"n": 1.5, "quote": "y"}]</citations>')).toEqual([]);
    expect(parseCitationBlock("<citations>[]</citations>")).toEqual([]);
  });
});
