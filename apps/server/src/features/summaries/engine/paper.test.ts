import { describe, expect, it } from "vitest";
import { classifyHeading, classifySentence } from "./paper.ts";

describe("paper cue phrases", () => {
  it.each([
    ["The aim of this study was to measure sleep in nurses.", "aim"],
    ["We recruited 80 nurses and measured their sleep with wristbands.", "method"],
    ["Nurses on night shifts slept 52 minutes less (p < 0.01).", "results"],
    ["The small sample limits how far the findings generalise.", "limitations"],
    ["本研究旨在评估新建公园的影响。", "aim"],
    ["参与者佩戴计步器，连续记录两周。", "method"],
    ["結果、歩数は有意に増加した。", "results"],
    ["Nuestro objetivo es medir el consumo de agua.", "aim"],
    ["Die Teilnehmer füllten einen Fragebogen aus.", "method"],
    ["Les résultats montrent que la pollution a diminué.", "results"],
    ["본 연구의 한계는 표본이 작다는 점이다.", "limitations"],
    ["Os resultados mostram que o consumo aumentou.", "results"],
    ["أظهرت النتائج انخفاضا في الاستهلاك.", "results"],
    ["I partecipanti hanno compilato un questionario.", "method"],
    ["The river runs through the old town.", null],
  ])("%s -> %s", (sentence, part) => {
    expect(classifySentence(sentence)).toBe(part);
  });

  it("reads section headings, numbering and back matter included", () => {
    expect(classifyHeading("2. Materials and Methods")).toBe("method");
    expect(classifyHeading("Results and Discussion")).toBe("results");
    expect(classifyHeading("4 Limitations and future work")).toBe("limitations");
    expect(classifyHeading("Abstract")).toBe("abstract");
    expect(classifyHeading("一、引言")).toBe("aim");
    expect(classifyHeading("References")).toBe("skip");
    expect(classifyHeading("Literatur")).toBe("skip");
    expect(classifyHeading("Literature and society")).toBe(null);
    expect(classifyHeading("二、研究方法")).toBe("method");
    expect(classifyHeading("Regulatory Findings")).toBe(null);
    expect(classifyHeading("(p) Alternative Methods of Compliance")).toBe(null);
  });
});
