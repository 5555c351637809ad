import { describe, expect, it } from "vitest";
import { buildLexicalIndex, loadLexicalIndex, type IndexChunk } from "./lexical-index.ts";
import { searchLexical } from "./search-lexical.ts";
import type { ScopedIndex } from "./scope.ts";

function doc(docId: string, pages: string[], opts: { title?: string; lang?: string } = {}): ScopedIndex {
  const chunks: IndexChunk[] = pages.map((text, i) => ({ id: `${docId}-c${i}`, unit: i + 1, ordinal: i, text, title: opts.title }));
  return { docId, index: loadLexicalIndex(buildLexicalIndex(chunks, { lang: opts.lang })) };
}

const FILLER = [
  "The committee reviewed the quarterly budget and the staffing plan for the coming year.",
  "Maintenance of the building was scheduled for the spring, with the roof repaired first.",
  "Visitors are asked to register at the front desk and to wear their badges at all times.",
  "The annual report summarises revenue, expenses and the outlook for the next two years.",
];

describe("lexical index", () => {
  it("round-trips chunk ids, units and ordinals, also from unaligned bytes", () => {
    const bytes = buildLexicalIndex([
      { id: "a", unit: 3, ordinal: 0, text: "alpha beta" },
      { id: "b-ü", unit: 4, ordinal: 1, text: "gamma", title: "Chapter two" },
    ]);
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    const index = loadLexicalIndex(shifted.subarray(1));
    expect(index.nChunks).toBe(2);
    expect([index.chunkId(0), index.chunkId(1)]).toEqual(["a", "b-ü"]);
    expect([...index.unit]).toEqual([3, 4]);
    expect([...index.ordinal]).toEqual([0, 1]);
    expect(index.lang).toBe("en");
    expect(() => loadLexicalIndex(new Uint8Array(60))).toThrow(/Not a Folio lexical index/);
  });

  it("finds the page with an exact rare term first", () => {
    const pages = Array.from({ length: 40 }, (_, i) => FILLER[i % FILLER.length] as string);
    pages[27] = "Part number XJ-4471 must be replaced after 500 hours of operation.";
    const hits = searchLexical([doc("manual", pages)], "When is XJ-4471 replaced?", { topK: 5 });
    expect(hits[0]).toMatchObject({ docId: "manual", unit: 28, chunkId: "manual-c27" });
  });

  it("matches inflected forms and weighs the title field", () => {
    const a = doc("a", ["Mice were given the compound daily.", "Insulin resistance decreased in treated mice."], { title: "Weight gain in mice" });
    const b = doc("b", ["The compound reduces insulin resisting cells.", "Unrelated notes."], { title: "Insulin resistance in obesity" });
    const hits = searchLexical([a, b], "insulin resisted", { topK: 4 });
    expect(hits[0]?.docId).toBe("b");
    expect(hits.map((h) => h.chunkId)).toContain("a-c1");
  });

  it("prefers chunks where the query's words stand together", () => {
    const together = "Our results show that vitamin D deficiency is common in the elderly population studied here.";
    const apart = "Deficiency of iron was measured. The elderly received vitamin supplements. Population D was excluded.";
    const hits = searchLexical([doc("d", [apart, together, ...FILLER])], "vitamin D deficiency elderly", { topK: 2 });
    expect(hits[0]?.chunkId).toBe("d-c1");
  });

  it("answers a Chinese query from Chinese text and a Japanese one from Japanese text", () => {
    const zh = doc("zh", ["本文研究了深度学习模型在医学图像中的应用。", "会议讨论了明年的预算和人员计划。", "图书馆周末开放时间延长。"]);
    expect(searchLexical([zh], "深度学习模型", { topK: 1 })[0]?.chunkId).toBe("zh-c0");
    const ja = doc("ja", ["東京大学の研究者は新しい治療法を開発した。", "図書館は週末も開館しています。", "会議では予算について話し合った。"]);
    expect(searchLexical([ja], "新しい治療法", { topK: 1 })[0]?.chunkId).toBe("ja-c0");
  });

  it("answers an Arabic query despite spelling variants and the article", () => {
    const ar = doc("ar", ["افتتحت المكتبة العامة في القاهرة فرعا جديدا.", "ناقش الاجتماع ميزانية العام المقبل.", "يبدأ الفصل الدراسي في أيلول."]);
    expect(searchLexical([ar], "مكتبة عامة", { topK: 1 })[0]?.chunkId).toBe("ar-c0");
  });

  it("answers a Korean query whose words carry other particles", () => {
    const ko = doc("ko", ["서울에서 새 도서관이 문을 열었다.", "회의에서 내년 예산을 논의했다.", "학기는 9월에 시작한다."]);
    expect(searchLexical([ko], "서울의 도서관은", { topK: 1 })[0]?.chunkId).toBe("ko-c0");
  });

  it("searches a mixed-language folder, stemming the query per document language", () => {
    const folder = [
      doc("en", ["The public libraries offered free loans to students.", ...FILLER], { lang: "en" }),
      doc("fr", ["Les bibliothèques publiques offrent des prêts gratuits.", "Le musée ferme le lundi."], { lang: "fr" }),
      doc("es", ["Las bibliotecas públicas ofrecen préstamos gratuitos.", "El museo cierra los lunes."], { lang: "es" }),
      doc("zh", ["公共图书馆为学生提供免费借阅。", "博物馆周一闭馆。"], { lang: "zh" }),
    ];
    expect(searchLexical(folder, "biblioteca pública", { topK: 1 })[0]?.docId).toBe("es");
    expect(searchLexical(folder, "bibliothèque publique", { topK: 1 })[0]?.docId).toBe("fr");
    expect(searchLexical(folder, "public library", { topK: 1 })[0]?.docId).toBe("en");
    expect(searchLexical(folder, "图书馆", { topK: 1 })[0]?.docId).toBe("zh");
  });

  it("never returns a chunk of a document outside the scope, however well it matches", () => {
    const mine = doc("mine", ["The reactor coolant flow was nominal.", ...FILLER]);
    const other = doc("someone-elses", ["Reactor coolant flow reactor coolant flow: the reactor coolant flow was nominal."]);
    const hits = searchLexical([mine], "reactor coolant flow", { topK: 10 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.docId === "mine")).toBe(true);
    expect(searchLexical([mine, other], "reactor coolant flow", { topK: 10 }).some((h) => h.docId === "someone-elses")).toBe(true);
    expect(searchLexical([], "reactor", { topK: 10 })).toEqual([]);
  });

  it("pools statistics over the scope and keeps stop words only when nothing else is asked", () => {
    const a = doc("a", ["to be or not to be", "the question is this"]);
    expect(searchLexical([a], "to be or not to be", { topK: 1 })[0]?.chunkId).toBe("a-c0");
    expect(searchLexical([a], "zebra", { topK: 5 })).toEqual([]);
  });

  it("returns at most topK hits, best first", () => {
    const d = doc("d", Array.from({ length: 30 }, (_, i) => `Report ${i} on the budget review and the budget plan.`));
    const hits = searchLexical([d], "budget review", { topK: 7 });
    expect(hits).toHaveLength(7);
    for (let i = 1; i < hits.length; i++) expect((hits[i - 1]?.score ?? 0) >= (hits[i]?.score ?? 0)).toBe(true);
  });
});
