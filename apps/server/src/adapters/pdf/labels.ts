export type PdfLanguage = "en" | "zh" | "ja" | "es" | "de" | "fr" | "ko" | "pt" | "ar" | "it";

interface PdfLabels {
  /** BCP 47 tag for `lang` (it picks the CJK glyph variants) and for the date. */
  tag: string;
  source: string;
  date: string;
  /** Heading of the numbered source notes. */
  notes: string;
  /** Opening and closing quotation marks as the language writes them. */
  quote: [string, string];
  /** What follows a label: ": ", the full-width "：", French "\u00a0: " (a no-break space before the colon). */
  colon: string;
  page: (n: number) => string;
  slide: (n: number) => string;
  section: (n: number) => string;
}

export const PDF_LABELS: Record<PdfLanguage, PdfLabels> = {
  en: { tag: "en", source: "Source", date: "Date", notes: "Sources", quote: ["“", "”"], colon: ": ", page: (n) => `Page ${n}`, slide: (n) => `Slide ${n}`, section: (n) => `Section ${n}` },
  zh: { tag: "zh-Hans", source: "来源", date: "日期", notes: "引用出处", quote: ["“", "”"], colon: "：", page: (n) => `第${n}页`, slide: (n) => `第${n}张幻灯片`, section: (n) => `第${n}节` },
  ja: { tag: "ja", source: "出典", date: "日付", notes: "引用元", quote: ["「", "」"], colon: "：", page: (n) => `${n}ページ`, slide: (n) => `スライド${n}`, section: (n) => `第${n}節` },
  es: { tag: "es", source: "Fuente", date: "Fecha", notes: "Fuentes", quote: ["«", "»"], colon: ": ", page: (n) => `Página ${n}`, slide: (n) => `Diapositiva ${n}`, section: (n) => `Sección ${n}` },
  de: { tag: "de", source: "Quelle", date: "Datum", notes: "Quellen", quote: ["„", "“"], colon: ": ", page: (n) => `Seite ${n}`, slide: (n) => `Folie ${n}`, section: (n) => `Abschnitt ${n}` },
  fr: { tag: "fr", source: "Source", date: "Date", notes: "Sources", quote: ["«\u00a0", "\u00a0»"], colon: "\u00a0: ", page: (n) => `Page ${n}`, slide: (n) => `Diapositive ${n}`, section: (n) => `Section ${n}` },
  ko: { tag: "ko", source: "출처", date: "날짜", notes: "인용 출처", quote: ["“", "”"], colon: ": ", page: (n) => `${n}쪽`, slide: (n) => `슬라이드 ${n}`, section: (n) => `${n}절` },
  pt: { tag: "pt", source: "Fonte", date: "Data", notes: "Fontes", quote: ["“", "”"], colon: ": ", page: (n) => `Página ${n}`, slide: (n) => `Slide ${n}`, section: (n) => `Seção ${n}` },
  ar: { tag: "ar", source: "المصدر", date: "التاريخ", notes: "المصادر", quote: ["«", "»"], colon: ": ", page: (n) => `الصفحة ${n}`, slide: (n) => `الشريحة ${n}`, section: (n) => `القسم ${n}` },
  it: { tag: "it", source: "Fonte", date: "Data", notes: "Fonti", quote: ["«", "»"], colon: ": ", page: (n) => `Pagina ${n}`, slide: (n) => `Diapositiva ${n}`, section: (n) => `Sezione ${n}` },
};

const KNOWN = new Set<string>(Object.keys(PDF_LABELS));

/** "EN", "zh-CN", "pt_BR" -> "en", "zh", "pt"; anything else is English. */
export function pdfLanguage(language: string): PdfLanguage {
  const code = language.trim().slice(0, 2).toLowerCase();
  return KNOWN.has(code) ? (code as PdfLanguage) : "en";
}

// The CJK family whose glyph forms are the language's own (Han characters differ between them).
const CJK_VARIANT: Partial<Record<PdfLanguage, string>> = { zh: "SC", ja: "JP", ko: "KR" };

/**
 * Font stacks of system Noto fonts (fonts-noto-core, fonts-noto-cjk), nothing from the network. The
 * Latin face comes first so Latin words inside CJK or Arabic text keep it; the language's own CJK
 * variant comes before the others (Han glyphs differ between them). Chinese, Japanese and Korean
 * are set in sans throughout: one CJK face to embed halves the time to print them.
 */
export function fontStacks(lang: PdfLanguage): { body: string; heading: string } {
  const variant = CJK_VARIANT[lang];
  const cjkOrder = [variant ?? "SC", ...["SC", "JP", "KR", "TC"].filter((v) => v !== (variant ?? "SC"))];
  const stack = (latin: string, cjk: string, arabic: string, generic: string) =>
    [latin, ...cjkOrder.map((v) => `${cjk} ${v}`), arabic, "Droid Sans Fallback"].map((f) => `"${f}"`).concat(generic).join(", ");
  const heading = stack("Noto Sans", "Noto Sans CJK", "Noto Sans Arabic", "sans-serif");
  return { body: variant ? heading : stack("Noto Serif", "Noto Serif CJK", "Noto Naskh Arabic", "serif"), heading };
}
