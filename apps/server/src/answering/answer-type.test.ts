import { describe, expect, it } from "vitest";
import { answerTypeOf, hasAnswerShape, yearsIn, type AnswerType } from "./answer-type.ts";

// The same seven questions in the ten chat languages.
const QUESTIONS: Record<string, Record<Exclude<AnswerType, "other">, string>> = {
  EN: { date: "When is the next elevator inspection?", figure: "How much cash did the company hold?", name: "Who built the old mill?", definition: "What is MaxClients?", list: "List the steps of the procedure.", yesno: "Is the elevator safe to use?", comparison: "Compare the revenue of 2021 and 2022." },
  ES: { date: "¿Cuándo es la próxima inspección del ascensor?", figure: "¿Cuánto efectivo tenía la empresa?", name: "¿Quién construyó el viejo molino?", definition: "¿Qué es MaxClients?", list: "¿Cuáles son los pasos del procedimiento?", yesno: "¿Es seguro usar el ascensor?", comparison: "Compara los ingresos de 2021 y 2022." },
  DE: { date: "Wann ist die nächste Aufzugsprüfung?", figure: "Wie viel Bargeld hatte das Unternehmen?", name: "Wer hat die alte Mühle gebaut?", definition: "Was ist MaxClients?", list: "Nennen Sie die Schritte des Verfahrens.", yesno: "Ist der Aufzug sicher?", comparison: "Vergleichen Sie den Umsatz von 2021 und 2022." },
  FR: { date: "Quand a lieu la prochaine inspection de l'ascenseur ?", figure: "Combien de trésorerie l'entreprise détenait-elle ?", name: "Qui a construit le vieux moulin ?", definition: "Qu'est-ce que MaxClients ?", list: "Quelles sont les étapes de la procédure ?", yesno: "Est-ce que l'ascenseur est sûr ?", comparison: "Comparer le chiffre de 2021 et de 2022." },
  PT: { date: "Quando é a próxima inspeção do elevador?", figure: "Quanto dinheiro a empresa tinha?", name: "Quem construiu o velho moinho?", definition: "O que é MaxClients?", list: "Quais são as etapas do procedimento?", yesno: "Há algum risco no elevador?", comparison: "Qual a diferença entre 2021 e 2022?" },
  IT: { date: "Quando è la prossima ispezione dell'ascensore?", figure: "Quanto contante aveva l'azienda?", name: "Chi ha costruito il vecchio mulino?", definition: "Cos'è MaxClients?", list: "Quali sono i passaggi della procedura?", yesno: "Ci sono rischi nell'ascensore?", comparison: "Qual è la differenza tra 2021 e 2022?" },
  ZH: { date: "下一次电梯检查是什么时候？", figure: "公司持有多少现金？", name: "谁建造了老磨坊？", definition: "MaxClients是什么？", list: "列出该程序的步骤。", yesno: "电梯安全吗？", comparison: "比较2021年和2022年的收入。" },
  JA: { date: "次のエレベーター点検はいつですか？", figure: "会社はいくら現金を持っていましたか？", name: "古い水車小屋を建てたのは誰ですか？", definition: "MaxClientsとは何ですか？", list: "手順を一覧にしてください。", yesno: "エレベーターは安全ですか？", comparison: "2021年と2022年の売上を比較してください。" },
  KO: { date: "다음 엘리베이터 점검은 언제입니까?", figure: "회사는 현금을 얼마 보유했습니까?", name: "오래된 방앗간을 지은 사람은 누구입니까?", definition: "MaxClients는 무엇입니까?", list: "절차의 단계를 나열하세요.", yesno: "엘리베이터는 안전합니까?", comparison: "2021년과 2022년의 매출을 비교하세요." },
  AR: { date: "متى موعد الفحص القادم للمصعد؟", figure: "كم من النقد كانت تملك الشركة؟", name: "من هو الذي بنى الطاحونة القديمة؟", definition: "ما هو MaxClients؟", list: "اذكر خطوات الإجراء.", yesno: "هل المصعد آمن؟", comparison: "قارن إيرادات 2021 و2022." },
};

describe("answer type", () => {
  it.each(Object.entries(QUESTIONS))("reads what a question asks for in %s", (_language, questions) => {
    for (const [type, question] of Object.entries(questions)) expect(answerTypeOf(question), question).toBe(type);
  });

  it("reads figure questions that carry instructions and the year they ask", () => {
    const q = "Give a response by relying on the details shown in the cash flow statement. What is the FY2019 capital expenditure of 3M?";
    expect(answerTypeOf(q)).toBe("figure");
    expect(yearsIn(q)).toEqual(["2019"]);
    expect(yearsIn("What changed from 2021 to fiscal 2022?")).toEqual(["2021", "2022"]);
    // A ratio computed from two rows brings both.
    expect(answerTypeOf("Calculate Tesla's 2024 gross margin from the statement of operations.")).toBe("comparison");
    expect(answerTypeOf("What percentage of revenue was spent on research?")).toBe("comparison");
  });

  it("tells sentences that have the asked shape", () => {
    expect(hasAnswerShape("date", "The next inspection is due on 14 March 2025.", false)).toBe(true);
    expect(hasAnswerShape("date", "The inspection covers the cables.", false)).toBe(false);
    expect(hasAnswerShape("date", "次回の点検は2025年3月14日です。", false)).toBe(true);
    expect(hasAnswerShape("figure", "The accident resulted in 189 fatalities.", false)).toBe(true);
    expect(hasAnswerShape("figure", "It happened in 2018.", false)).toBe(false);
    expect(hasAnswerShape("figure", "Net sales", true)).toBe(true);
    expect(hasAnswerShape("name", "The mill was built by the Harlow family.", false)).toBe(true);
    expect(hasAnswerShape("definition", "MaxClients is the maximum number of workers.", false)).toBe(true);
  });
});
