import { describe, expect, it } from "vitest";
import { chineseOrJapanese, detectLanguage, normalizeLang } from "./languages.ts";

describe("detectLanguage", () => {
  it.each([
    ["en", "The committee met on Tuesday to discuss the budget for the coming year, and it was agreed that the plan is sound."],
    ["es", "El comité se reunió el martes para hablar del presupuesto de los próximos años, y se decidió que la propuesta es buena para todos."],
    ["de", "Der Ausschuss traf sich am Dienstag, um über den Haushalt zu sprechen, und die Mitglieder waren sich nicht einig, ob das Geld reicht."],
    ["fr", "Le comité s'est réuni mardi pour discuter du budget de l'année prochaine, et les membres sont d'accord sur les points qui comptent pour la ville."],
    ["pt", "O comitê se reuniu na terça-feira para discutir o orçamento do próximo ano, e os membros não concordaram com a proposta da cidade."],
    ["it", "Il comitato si è riunito martedì per discutere il bilancio del prossimo anno, e i membri non sono d'accordo con la proposta della città."],
    ["zh", "委员会星期二开会讨论了明年的预算，大家对大部分问题达成了一致意见，会议持续了三个小时。"],
    ["ja", "委員会は火曜日に会合を開き、来年の予算について話し合いました。ほとんどの点で合意に達しました。"],
    ["ko", "위원회는 화요일에 모여 내년 예산에 대해 논의했으며 대부분의 사항에 합의했습니다. 회의는 세 시간 동안 계속되었습니다."],
    ["ar", "اجتمعت اللجنة يوم الثلاثاء لمناقشة ميزانية العام المقبل، واتفق الأعضاء على معظم النقاط المطروحة في الاجتماع."],
  ])("%s, clearly and as a best guess", (lang, text) => {
    expect(detectLanguage(text, "clear")).toBe(lang);
    expect(detectLanguage(text)).toBe(lang);
  });

  it("is unsure about too little text, numbers, or lorem ipsum when it must be clear, and guesses English otherwise", () => {
    expect(detectLanguage("Hello", "clear")).toBeNull();
    expect(detectLanguage("1,234 5,678 9,012 ".repeat(20), "clear")).toBeNull();
    const lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.";
    expect(detectLanguage(lorem, "clear")).toBeNull();
    expect(detectLanguage("Hello")).toBe("en");
  });

  it("tells Japanese from Chinese by its kana", () => {
    expect(chineseOrJapanese("東京大学の研究者は新しい治療法を開発した")).toBe("ja");
    expect(chineseOrJapanese("我们研究了深度学习模型")).toBe("zh");
  });

  it("reads language codes", () => {
    expect(normalizeLang("pt_BR")).toBe("pt");
    expect(normalizeLang("EN")).toBe("en");
    expect(normalizeLang("xx")).toBeUndefined();
  });
});
