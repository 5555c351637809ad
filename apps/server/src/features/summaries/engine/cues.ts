import type { PaperPart } from "./texts.ts";

/**
 * Cue phrases of the parts of a paper in the ten languages, written naturally (accents and all) and
 * folded when compiled. Every language's cues apply to every document, so a paper in Spanish is read
 * right whatever the summary's language. Latin-script cues match at the start of a word and may be
 * stems ("limitation" finds "limitations"); Chinese, Japanese, Korean and Arabic cues match anywhere.
 */
export const SENTENCE_CUES: Record<PaperPart, string[]> = {
  aim: [
    "this paper", "this study", "this article", "this work", "this report", "this thesis", "we aim", "aims to", "aimed to", "the aim", "the goal", "our goal", "the objective", "our objective", "the purpose", "we propose", "we present", "we investigate", "we examine", "we explore", "research question",
    "本文", "本研究", "本论文", "旨在", "目的是", "目标是", "我们提出", "研究问题", "本报告",
    "本論文", "本稿", "目的と", "目的は", "目指す", "提案する", "明らかにする",
    "este artículo", "este estudio", "este trabajo", "el objetivo", "nuestro objetivo", "tiene como objetivo", "el propósito", "proponemos", "presentamos", "investigamos",
    "diese arbeit", "diese studie", "dieser artikel", "dieser beitrag", "ziel dieser", "ziel der", "das ziel", "zielt darauf", "wir untersuchen", "untersuchen wir", "wir schlagen", "forschungsfrage",
    "cet article", "cette étude", "ce travail", "ce rapport", "l'objectif", "notre objectif", "le but", "vise à", "visons", "nous proposons", "nous présentons", "nous étudions", "question de recherche",
    "본 연구", "본 논문", "이 연구는", "이 논문은", "목적으로", "목적은", "제안한다",
    "este artigo", "este estudo", "o objetivo", "nosso objetivo", "tem como objetivo", "o propósito", "propomos", "apresentamos", "investigamos",
    "تهدف", "يهدف", "الهدف من", "هذه الدراسة", "هذا البحث", "هذه الورقة", "نقترح",
    "questo articolo", "questo studio", "questo lavoro", "l'obiettivo", "il nostro obiettivo", "lo scopo", "si propone", "mira a", "proponiamo", "presentiamo", "indaghiamo",
  ],
  method: [
    "we used", "we use", "using a", "we collected", "we conducted", "we measured", "we trained", "we recruited", "we analysed", "we analyzed", "we surveyed", "we interviewed", "participants", "sample of", "dataset", "data were", "were measured", "were collected", "were recruited", "randomised", "randomized", "methodology", "our method", "the method", "procedure", "questionnaire", "regression", "simulation", "protocol", "cohort",
    "方法", "采用", "使用了", "我们使用", "样本", "参与者", "受试者", "实验", "问卷", "收集了", "随机",
    "用いて", "用いた", "使用し", "サンプル", "参加者", "被験者", "実験", "アンケート", "測定し", "収集し", "無作為",
    "utilizamos", "usamos", "se utilizó", "se utilizaron", "metodología", "participantes", "muestra de", "recopilamos", "medimos", "encuesta", "experimento", "entrevistas", "aleatori",
    "wir verwendeten", "verwendeten wir", "mithilfe", "methodik", "teilnehmende", "teilnehmer", "probanden", "stichprobe", "erhoben", "gemessen", "befragung", "fragebogen", "randomisiert",
    "nous avons utilisé", "nous utilisons", "à l'aide", "méthodologie", "participants", "échantillon", "recueilli", "mesuré", "enquête", "questionnaire", "entretiens",
    "사용하여", "사용했", "이용하여", "표본", "참가자", "실험", "설문", "측정하", "수집하", "무작위",
    "foi utilizado", "foram utilizados", "por meio de", "metodologia", "participantes", "amostra", "coletamos", "medimos", "questionário", "experimento", "entrevistas",
    "استخدمنا", "باستخدام", "منهج", "المشاركين", "المشاركون", "عينة", "جمعنا", "استبيان", "تجربة", "مقابلات", "عشوائي",
    "abbiamo utilizzato", "utilizzando", "mediante", "metodologia", "partecipanti", "campione", "raccolto", "misurato", "questionario", "esperimento", "interviste", "randomizzat",
  ],
  results: [
    "we found", "we find", "found that", "results show", "results indicate", "results suggest", "our results", "the results", "showed that", "shows that", "show that", "revealed", "indicate that", "suggests that", "significant", "increased", "decreased", "reduced", "improved", "outperform", "higher than", "lower than", "in conclusion", "we conclude", "conclude that", "demonstrate", "findings",
    "结果", "发现", "表明", "显示", "显著", "提高了", "降低了", "增加了", "减少了", "优于", "结论", "证明",
    "結果", "明らかになった", "示した", "示された", "有意", "向上し", "低下し", "増加し", "減少し", "上回", "結論",
    "resultados", "encontramos", "muestran que", "mostró que", "indican que", "sugieren que", "significativ", "aumentó", "disminuyó", "redujo", "mejoró", "en conclusión", "concluimos", "hallazgos",
    "ergebnis", "wir fanden", "zeigen, dass", "zeigte, dass", "zeigt, dass", "deuten darauf", "signifikant", "erhöht", "verringert", "gesenkt", "verbessert", "übertrifft", "höher als", "niedriger als", "zusammenfassend", "schlussfolger", "befunde",
    "résultats", "nous avons constaté", "montrent que", "a montré", "montre que", "indiquent que", "suggèrent que", "significativ", "augmenté", "diminué", "amélioré", "en conclusion", "nous concluons",
    "결과", "발견", "나타났", "보여주", "보였", "유의", "증가", "감소", "향상", "개선", "결론",
    "mostram que", "mostrou que", "indicam que", "sugerem que", "aumentou", "diminuiu", "reduziu", "melhorou", "em conclusão", "concluímos", "achados",
    "النتائج", "نتائج", "وجدنا", "أظهرت", "تظهر", "تشير", "كشفت", "دلالة إحصائية", "زيادة", "انخفاض", "تحسن", "خلصنا",
    "risultati", "abbiamo trovato", "mostrano che", "ha mostrato", "mostra che", "indicano che", "suggeriscono che", "aumentato", "diminuito", "ridotto", "migliorato", "in conclusione", "concludiamo",
  ],
  limitations: [
    "limitation", "limited by", "caveat", "future work", "future research", "further research", "with caution", "small sample", "may not generali", "did not account", "shortcoming", "beyond the scope",
    "局限", "不足之处", "未来研究", "今后的研究", "有待", "样本量较小", "谨慎",
    "限界", "制約", "今後の研究", "今後の課題", "一般化", "慎重",
    "limitación", "limitaciones", "futuras investigaciones", "trabajo futuro", "con cautela", "muestra pequeña", "generaliz",
    "einschränkung", "limitation", "künftige forschung", "zukünftige forschung", "weitere forschung", "mit vorsicht", "kleine stichprobe", "verallgemeiner",
    "limite", "travaux futurs", "recherches futures", "avec prudence", "petit échantillon", "généralis",
    "한계", "제한점", "향후 연구", "추후 연구", "일반화",
    "limitaç", "pesquisas futuras", "trabalhos futuros", "com cautela", "amostra pequena",
    "قيود", "محدودية", "حدود الدراسة", "الأبحاث المستقبلية", "البحوث المستقبلية", "بحذر", "تعميم", "عينة صغيرة",
    "limitazion", "limiti dello", "ricerche future", "lavori futuri", "con cautela", "campione ridotto", "generalizz",
  ],
};

/** What a section heading says about the sentences under it ("skip": references and the like, never summarised). */
export type HeadingClass = PaperPart | "abstract" | "skip";

export const HEADING_CUES: Record<Exclude<HeadingClass, "skip">, string[]> = {
  abstract: ["abstract", "摘要", "要旨", "要約", "resumen", "zusammenfassung", "résumé", "초록", "resumo", "ملخص", "sommario", "riassunto"],
  aim: [
    "introduction", "background", "objective", "aim", "purpose", "motivation", "引言", "背景", "目的", "はじめに", "序論", "緒言",
    "introducción", "antecedentes", "objetivo", "einleitung", "hintergrund", "zielsetzung", "contexte", "서론", "배경",
    "introdução", "مقدمة", "خلفية", "الهدف", "introduzione", "obiettiv", "premessa",
  ],
  method: [
    "method", "materials", "data", "experimental", "study design", "approach", "方法", "材料", "数据", "実験", "手法",
    "método", "metodología", "materiales", "datos", "methode", "methodik", "daten", "méthode", "matériel", "données",
    "방법", "재료", "자료", "metodologia", "materiais", "dados", "منهجية", "المنهج", "الطريقة", "المواد", "البيانات", "metodo", "materiali", "dati",
  ],
  results: [
    "result", "finding", "discussion", "conclusion", "evaluation", "结果", "讨论", "结论", "結果", "考察", "結論",
    "resultados", "discusión", "conclusiones", "ergebnisse", "diskussion", "fazit", "schlussfolgerung", "résultats", "conclusion",
    "결과", "논의", "결론", "discussão", "conclusão", "النتائج", "مناقشة", "الخاتمة", "الخلاصة", "risultati", "discussione", "conclusion",
  ],
  limitations: ["limitation", "future work", "局限", "限界", "limitaciones", "einschränkungen", "limites", "한계", "limitações", "القيود", "حدود الدراسة", "limitazioni"],
};

/** Whole headings that open back matter. Matched in full, so "Literature and society" is still read. */
export const SKIP_HEADINGS = [
  "references", "bibliography", "acknowledgements", "acknowledgments", "参考文献", "致谢", "謝辞",
  "referencias", "bibliografía", "agradecimientos", "literatur", "literaturverzeichnis", "danksagung",
  "références", "bibliographie", "remerciements", "참고문헌", "감사의 글", "referências", "agradecimentos",
  "المراجع", "قائمة المراجع", "شكر وتقدير", "riferimenti", "riferimenti bibliografici", "bibliografia", "ringraziamenti",
];

/**
 * Project Gutenberg's ebooks (many of the public-domain books people upload) open with a notice and
 * close with a long licence, both between these marker lines: neither is the book.
 */
export const EBOOK_TEXT_STARTS = /^\*{3}\s*start of (?:the|this) project gutenberg/iu;
export const EBOOK_TEXT_ENDS = /^\*{3}\s*end of (?:the|this) project gutenberg/iu;
