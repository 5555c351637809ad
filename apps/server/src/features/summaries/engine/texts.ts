import type { Lang } from "../../../text/index.ts";
import type { UnitKind } from "./types.ts";

export type PaperPart = "aim" | "method" | "results" | "limitations";

interface KindNames {
  /** "Page 12", "第12页": the label of one unit. */
  one: (n: number) => string;
  /** "Pages 12–18", "第12–18页": the label of a run of units. */
  range: (from: number, to: number) => string;
}

interface SummaryTexts {
  paper: Record<PaperPart, string>;
  /** The one heading of a PAPER summary when no sentence reads as aim, method, results or limitations. */
  keyPoints: string;
  kinds: Record<UnitKind, KindNames>;
}

const names = (one: string, many: string): KindNames => ({
  one: (n) => `${one} ${n}`,
  range: (a, b) => `${many} ${a}–${b}`,
});
const wrapped = (pre: string, post: string): KindNames => ({
  one: (n) => `${pre}${n}${post}`,
  range: (a, b) => `${pre}${a}–${b}${post}`,
});

/** Headings and labels written in each of the ten languages. */
export const TEXTS: Record<Lang, SummaryTexts> = {
  en: {
    paper: { aim: "Aim", method: "Method", results: "Results", limitations: "Limitations" },
    keyPoints: "Key points",
    kinds: { page: names("Page", "Pages"), slide: names("Slide", "Slides"), chapter: names("Chapter", "Chapters"), section: names("Section", "Sections"), rows: names("Rows", "Rows") },
  },
  zh: {
    paper: { aim: "研究目的", method: "研究方法", results: "研究结果", limitations: "局限性" },
    keyPoints: "要点",
    kinds: { page: wrapped("第", "页"), slide: wrapped("第", "张幻灯片"), chapter: wrapped("第", "章"), section: wrapped("第", "节"), rows: wrapped("第", "行") },
  },
  ja: {
    paper: { aim: "目的", method: "方法", results: "結果", limitations: "限界" },
    keyPoints: "要点",
    kinds: { page: wrapped("", "ページ"), slide: wrapped("スライド", ""), chapter: wrapped("第", "章"), section: wrapped("第", "節"), rows: wrapped("", "行目") },
  },
  es: {
    paper: { aim: "Objetivo", method: "Método", results: "Resultados", limitations: "Limitaciones" },
    keyPoints: "Puntos clave",
    kinds: { page: names("Página", "Páginas"), slide: names("Diapositiva", "Diapositivas"), chapter: names("Capítulo", "Capítulos"), section: names("Sección", "Secciones"), rows: names("Filas", "Filas") },
  },
  de: {
    paper: { aim: "Ziel", method: "Methode", results: "Ergebnisse", limitations: "Einschränkungen" },
    keyPoints: "Kernpunkte",
    kinds: { page: names("Seite", "Seiten"), slide: names("Folie", "Folien"), chapter: names("Kapitel", "Kapitel"), section: names("Abschnitt", "Abschnitte"), rows: names("Zeilen", "Zeilen") },
  },
  fr: {
    paper: { aim: "Objectif", method: "Méthode", results: "Résultats", limitations: "Limites" },
    keyPoints: "Points clés",
    kinds: { page: names("Page", "Pages"), slide: names("Diapositive", "Diapositives"), chapter: names("Chapitre", "Chapitres"), section: names("Section", "Sections"), rows: names("Lignes", "Lignes") },
  },
  ko: {
    paper: { aim: "연구 목적", method: "연구 방법", results: "연구 결과", limitations: "한계" },
    keyPoints: "핵심 내용",
    kinds: { page: wrapped("", "쪽"), slide: wrapped("슬라이드 ", ""), chapter: wrapped("제", "장"), section: wrapped("제", "절"), rows: wrapped("", "행") },
  },
  pt: {
    paper: { aim: "Objetivo", method: "Método", results: "Resultados", limitations: "Limitações" },
    keyPoints: "Pontos principais",
    kinds: { page: names("Página", "Páginas"), slide: names("Slide", "Slides"), chapter: names("Capítulo", "Capítulos"), section: names("Seção", "Seções"), rows: names("Linhas", "Linhas") },
  },
  ar: {
    paper: { aim: "الهدف", method: "المنهجية", results: "النتائج", limitations: "القيود" },
    keyPoints: "النقاط الرئيسية",
    kinds: { page: names("الصفحة", "الصفحات"), slide: names("الشريحة", "الشرائح"), chapter: names("الفصل", "الفصول"), section: names("القسم", "الأقسام"), rows: names("الصفوف", "الصفوف") },
  },
  it: {
    paper: { aim: "Obiettivo", method: "Metodo", results: "Risultati", limitations: "Limiti" },
    keyPoints: "Punti chiave",
    kinds: { page: names("Pagina", "Pagine"), slide: names("Diapositiva", "Diapositive"), chapter: names("Capitolo", "Capitoli"), section: names("Sezione", "Sezioni"), rows: names("Righe", "Righe") },
  },
};
