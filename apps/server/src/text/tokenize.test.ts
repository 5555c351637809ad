import { describe, expect, it } from "vitest";
import { detectLanguage } from "./languages.ts";
import { stemEnglish } from "./stem-en.ts";
import { contentWords, segmentWords, terms, tokenize } from "./tokenize.ts";

describe("tokenize", () => {
  it("stems English like Porter and drops possessives and contractions", () => {
    expect(["relational", "conditional", "hopping", "generalization", "inhibits", "inhibition", "studies"].map(stemEnglish)).toEqual(["relat", "condit", "hop", "gener", "inhibit", "inhibit", "studi"]);
    expect(tokenize("The cell's proteins don't bind", "en")).toEqual(["the", "cell", "protein", "don", "bind"]);
  });

  it("folds case and accents, keeps decimals, splits hyphenated codes", () => {
    expect(tokenize("Naïve CAFÉ costs 3.50 at XJ-4471", "en")).toEqual(["naiv", "cafe", "cost", "3.50", "at", "xj", "4471"]);
  });

  it("brings singular and plural together in the European languages", () => {
    const meet = (lang: string, a: string, b: string) => expect(tokenize(a, lang)).toEqual(tokenize(b, lang));
    meet("fr", "bibliothèques publiques gratuites", "bibliothèque publique gratuite");
    meet("es", "bibliotecas públicas naciones", "biblioteca pública nación");
    meet("pt", "bibliotecas públicas ações", "biblioteca pública ação");
    meet("it", "biblioteche pubbliche gratuite", "biblioteca pubblica gratuita");
    meet("de", "Bibliotheken kostenlose", "Bibliothek kostenlos");
    expect(tokenize("l'état de l'eau", "fr")).toEqual(["etat", "de", "eau"]);
  });

  it("segments Chinese and Japanese with Intl.Segmenter", () => {
    expect(tokenize("我们研究了深度学习模型", "zh")).toEqual(expect.arrayContaining(["研究", "深度", "学习", "模型"]));
    expect(tokenize("東京大学の研究者", "ja")).toEqual(expect.arrayContaining(["東京", "大学", "研究者"]));
  });

  it("strips Korean particles and normalises Arabic", () => {
    expect(tokenize("서울에서 도서관은 학생들을", "ko")).toEqual(["서울", "도서관", "학생"]);
    // The article, alef variants, ta marbuta and diacritics give way: both spellings meet.
    expect(tokenize("المكتبةُ العامة", "ar")).toEqual(tokenize("مكتبة عامه", "ar"));
  });

  it("detects the language from script and function words", () => {
    expect(detectLanguage("The results of the trial were published in the journal.")).toBe("en");
    expect(detectLanguage("Les résultats de l'essai sont publiés dans la revue pour les médecins.")).toBe("fr");
    expect(detectLanguage("Die Ergebnisse der Studie wurden in der Zeitschrift veröffentlicht und sind nicht neu.")).toBe("de");
    expect(detectLanguage("Los resultados del ensayo se publicaron en la revista para los médicos.")).toBe("es");
    expect(detectLanguage("我们研究了深度学习模型")).toBe("zh");
    expect(detectLanguage("東京大学の研究者は新しい治療法を開発した")).toBe("ja");
    expect(detectLanguage("서울에서 도서관은 학생들을 위한 공간입니다")).toBe("ko");
    expect(detectLanguage("المكتبة العامة في القاهرة")).toBe("ar");
  });

  it("spells out lone Greek letters as scientific text also writes them, and leaves mu and Greek words alone", () => {
    expect(tokenize("IFN-γ and TNFα", "en")).toEqual(tokenize("IFN-gamma and TNF-alpha", "en"));
    expect(tokenize("β-catenin", "en")).toEqual(["beta", "catenin"]);
    expect(segmentWords("10 μg of λόγος")).toEqual(["10", "μg", "of", "λόγος"]);
  });
});

describe("terms and contentWords (the tokeniser's options)", () => {
  it("stems with the language's stemmer by default, as the index does", () => {
    expect(terms("The inspections were completed", { lang: "en" })).toEqual(tokenize("The inspections were completed", "en"));
  });

  it("drops the function words of any language and lone letters when the language is not known", () => {
    expect(contentWords("What is the notice for a café in Köln?", { fold: false })).toEqual(["notice", "café", "köln"]);
    expect(contentWords("Quelle est la durée du préavis ?")).toEqual(["duree", "preavis"]);
  });

  it("gives language-neutral stems that meet across inflections", () => {
    expect(terms("termination terminate tuning tuned", { stem: "neutral", stopwords: "drop" })).toEqual(["termin", "termin", "tun", "tun"]);
    expect(terms("문서에서 광합성을", { stem: "neutral", stopwords: "drop" })).toEqual(["문서", "광합성"]);
  });

  it("splits Latin letters run into Chinese when asked, and leaves the index's tokens as they are", () => {
    expect(contentWords("X200吸尘器的保修期")).toEqual(expect.arrayContaining(["x200", "吸尘器"]));
    expect(segmentWords("X200吸尘器")).toEqual(["x200吸尘器"]);
  });
});
