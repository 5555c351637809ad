/**
 * What a question asks for, which decides the sentences LOCAL quotes: a date question wants a
 * sentence with a date, a figure question a row or sentence with numbers, a comparison or ratio
 * the two or three passages it compares. Read from cue words in the ten chat languages.
 */
export type AnswerType = "comparison" | "date" | "figure" | "name" | "yesno" | "list" | "definition" | "other";

// Cue patterns per type, over the lower-cased question. Latin-script cues are whole words
// (\b does not work around accented letters, hence the explicit look-arounds); CJK and Arabic
// cues are substrings.
const W = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, "u");

const CUES: [AnswerType, RegExp[]][] = [
  [
    "comparison",
    [
      W("compare[sd]?|comparison|versus|vs\\.?|difference between|ratio|relative to|compared (?:to|with)|increase[sd]? from|decrease[sd]? from|change[sd]? from|grow(?:th)? from|more than|less than|higher than|lower than|calculate|compute|as a percentage of|what percentage of|proportion of"),
      W("compar(?:a|ar|ación|e|é|er|ez|aison|ado|ada|are|azione|ieren|ison)|diferencia|différence|diferença|differenza|unterschied|vergleich(?:en)?|verhältnis|gegenüber|par rapport|en comparación|em comparação|rispetto a|rapporto tra|relación entre|razão entre|calcula|calcule|calculez|calcular|berechne|berechnen|calcola|calcolare"),
      /比较|相比|区别|差异|比率|比例|计算|比較|違い|比べ|計算|비교|차이|비율|계산|مقارنة|الفرق|قارن|احسب/u,
    ],
  ],
  [
    "date",
    [
      W("when|what date|which date|what year|which year|what day|deadline|due date|by what date|how long ago"),
      W("cuándo|cuando|qué fecha|en qué año|fecha|wann|welches datum|in welchem jahr|datum|bis wann|quand|quelle date|en quelle année|quando|que data|em que ano|qual data|in che anno|quale data|in quale data"),
      /什么时候|何时|哪一年|哪年|几月|几号|日期|いつ|何年|何月|何日|日付|언제|몇 년|몇월|날짜|متى|في أي عام|تاريخ/u,
    ],
  ],
  [
    "figure",
    [
      W("how much|how many|what (?:is|was|were|are) the (?:amount|total|number|percentage|percent|rate|value|size|cost|price|revenue|income|share)|amount|total|percentage|percent|revenue|revenues|net income|expenses?|capex|capital expenditures?|margin|sales|cash flow|earnings|eps|dividends?|cost|price|how large|how big|how high"),
      W("cuánto|cuánta|cuántos|cuántas|importe|porcentaje|ingresos|wie viel|wieviel|wie viele|betrag|anzahl|prozent|umsatz|combien|montant|nombre de|pourcentage|chiffre d'affaires|quanto|quanta|quantos|quantas|quanti|quante|montante|porcentagem|percentagem|receita|importo|percentuale|fatturato"),
      /多少|几个|金额|数量|百分比|收入|营收|いくら|何人|いくつ|金額|割合|売上|얼마|몇 개|몇 명|금액|매출|كم|مبلغ|عدد|إيرادات|نسبة مئوية/u,
    ],
  ],
  [
    "name",
    [
      W("who|whom|whose|which company|which person|what company|name of|what is the name|called"),
      W("quién|quiénes|quien|nombre|wer|wem|wen|wessen|name|qui est|qui a|qui sont|nom|quem|nome|chi"),
      /谁|名字|名称|誰|だれ|名前|누구|이름|من هو|من هي|من هم|اسم/u,
    ],
  ],
  [
    "list",
    [
      W("list|which are|what are the|name the|enumerate|what types|what kinds|which types|what steps|what are all"),
      W("enumera|enumere|cuáles son|lista|welche sind|liste|nennen sie|aufzählen|quels sont|quelles sont|énumérez|énumère|quais são|liste|elenca|quali sono"),
      /哪些|列出|列举|一覧|挙げ|どのような|나열|어떤 것들|무엇들|اذكر|قائمة|ما هي أنواع/u,
    ],
  ],
  [
    "definition",
    [
      W("what is|what are|what does .+ mean|define|definition|meaning of|what's"),
      W("qué es|qué son|qué significa|definición|was ist|was sind|was bedeutet|definition|qu'est-ce que|qu’est-ce que|que signifie|définition|c'est quoi|o que é|o que são|o que significa|definição|cos'è|cos’è|che cos'è|cosa significa|che cosa è|definizione"),
      /是什么|什么是|定义|含义|とは|意味|무엇인가|무엇입니까|무엇인지|의미|정의|ما هو|ما هي|تعريف|معنى/u,
    ],
  ],
];

/** Questions answered yes or no open with a verb (or Arabic هل, Chinese 吗/是否, Japanese/Korean polite endings without a question word). */
const YES_NO = [
  /^(?:is|are|was|were|does|do|did|can|could|should|will|would|has|have|had|must|may)\s/u,
  /^¿?(?:es|son|hay|puede|tiene|existe|está|ist|sind|war|hat|haben|kann|gibt es|muss|wird|est-ce que|y a-t-il|existe-t-il|peut-on|é|há|pode|tem|è|ci sono|c'è|può|ha)\s/u,
  /^هل\s/u,
  /(?:吗|嗎)[？?]?$|是否|有没有/u,
];
const QUESTION_WORD = /何|いつ|どこ|誰|だれ|なぜ|どう|どの|무엇|언제|어디|누구|왜|어떻게|몇|얼마/u;
const POLITE_YES_NO = /(?:ですか|ますか|でしょうか|습니까|나요|까)[？?]?$/u;

export function answerTypeOf(question: string): AnswerType {
  const q = question.normalize("NFKC").toLowerCase().trim();
  for (const [type, patterns] of CUES) {
    if (type === "name" && YES_NO.some((re) => re.test(q))) continue;
    // Types are tried in order: "What is the total …" is a figure before "What is X" is a definition.
    if (patterns.some((re) => re.test(q))) return type;
  }
  if (YES_NO.some((re) => re.test(q)) || (POLITE_YES_NO.test(q) && !QUESTION_WORD.test(q))) return "yesno";
  return "other";
}

const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|" +
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|" +
  "januar|februar|märz|mai|juni|juli|oktober|dezember|" +
  "janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|" +
  "janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|" +
  "gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre";
const DATE = new RegExp(
  `(?<![\\p{L}])(?:${MONTHS})(?![\\p{L}])|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b|\\b(?:19|20)\\d{2}\\b|\\d{1,4}\\s?[年月日]|\\d{1,4}\\s?(?:년|월|일)|(?:يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)`,
  "iu",
);
/** A figure that is not only a year: 189, 1,234, 12.5%, $3. */
const FIGURE = /(?:[$€£¥]\s?\d|\d[\d,.]*\s?%|(?<![\d-])(?!(?:19|20)\d{2}\b)\d[\d,.]*)/u;
const PROPER_NAME = /(?<=\S\s+)\p{Lu}\p{Ll}+|\p{Script=Han}|\p{Script=Hangul}|\p{Script=Katakana}/u;
const DEFINING = /\s(?:is|are|means|refers to|defined as|es|son|significa|ist|sind|bedeutet|est|sont|désigne|é|são|è|sono)\s|:\s|是|とは|란|هو|هي/u;

/** Whether a sentence has what the question type asks for (a date for "when", a figure for "how much"…). */
export function hasAnswerShape(type: AnswerType, sentence: string, isRow: boolean): boolean {
  switch (type) {
    case "date":
      return DATE.test(sentence);
    case "figure":
    case "comparison":
      return isRow || FIGURE.test(sentence);
    case "name":
      return PROPER_NAME.test(sentence);
    case "definition":
      return DEFINING.test(sentence);
    default:
      return true;
  }
}

/** The years a question names ("FY2019", "in 2021"), which the quoted rows and sentences should carry. */
export function yearsIn(question: string): string[] {
  return [...new Set([...question.matchAll(/(?<!\d)(?:FY\s?)?((?:19|20)\d{2})(?!\d)/giu)].map((m) => m[1] ?? ""))];
}
