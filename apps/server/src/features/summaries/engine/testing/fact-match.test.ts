import { describe, expect, it } from "vitest";
import { FACT_THRESHOLD, scoreFacts } from "./fact-match.ts";

describe("scoreFacts (the offline judge)", () => {
  it("finds a fact told in other words, and not one that only shares the topic", () => {
    const statements = ["In 1700 the harbour master of Varbriholm, Osric Temvarström, counted 40 ships loaded with salt.", "Varbriholm is a harbour town whose fortune has always depended on salt."];
    const [present, absent] = scoreFacts(["Osric Temvarström counted 40 ships of salt at Varbriholm in 1700", "Varbriholm exported 900 barrels of herring in 1702"], statements);
    expect(present).toMatchObject({ present: true, overlap: 1 });
    expect(absent?.present).toBe(false);
    expect(absent?.overlap).toBeLessThan(FACT_THRESHOLD);
  });

  it("matches within one statement only: words scattered over the summary are not the fact", () => {
    const [fact] = scoreFacts(["The old stone bridge was closed to lorries in 1965"], ["The bridge was rebuilt.", "Lorries used it until 1965.", "It was closed in winter."]);
    expect(fact?.present).toBe(false);
  });

  it("compares Chinese, Japanese and Korean by character pairs, Arabic after light stemming", () => {
    const [zh] = scoreFacts(["六十岁以上的居民受益最多"], ["六十岁以上的居民从公园中受益最多。"]);
    const [ko] = scoreFacts(["기증받은 책 만 이천 권을 정리했다"], ["주민 서른 명이 모여 직접 책장을 만들고 기증받은 책 만 이천 권을 정리했다."]);
    const [ar] = scoreFacts(["يشكو الصيادون من أن المياه المالحة تضر بالأسماك"], ["لكن الصيادين يشكون من أن المياه شديدة الملوحة التي تعيدها المحطة إلى البحر تضر بالأسماك قرب الشاطئ."]);
    expect([zh?.present, ko?.present, ar?.present]).toEqual([true, true, true]);
  });
});
