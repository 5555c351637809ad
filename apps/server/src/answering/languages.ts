import type { AnswerLanguage } from "./types.ts";

interface LanguageText {
  /** The language's English name, for the model's instructions. */
  name: string;
  /** LOCAL's lead-in when its quotes answer the question, from one document or from several. */
  says: string;
  saysMany: string;
  /** LOCAL's lead-in when its quotes only relate to the question. */
  closest: string;
  /** The honest answer when the documents do not hold one. */
  notFound: string;
  /** After `notFound`: what was searched; {docs} are the documents' names, {terms} the question's words. */
  searched: string;
  /** Quotation marks around a quoted passage, as the language writes them. */
  open: string;
  close: string;
  /** What the user reads when the provider fails, hangs or is rate limited. */
  failed: string;
  timeout: string;
  busy: string;
}

export const LANGUAGE_TEXT: Record<AnswerLanguage, LanguageText> = {
  EN: {
    name: "English",
    says: "The document says:",
    saysMany: "The documents say:",
    closest: "The closest passages are:",
    notFound: "The documents do not contain an answer to this question.",
    searched: "I searched {docs} for: {terms}.",
    open: "“",
    close: "”",
    failed: "The model could not answer. Please try again.",
    timeout: "The model took too long to answer. Please try again.",
    busy: "The model is busy right now. Please try again in a moment.",
  },
  ZH: {
    name: "Simplified Chinese",
    says: "文档中写道：",
    saysMany: "这些文档中写道：",
    closest: "最接近的段落是：",
    notFound: "文档中没有这个问题的答案。",
    searched: "已在{docs}中搜索：{terms}。",
    open: "“",
    close: "”",
    failed: "模型无法回答，请重试。",
    timeout: "模型响应超时，请重试。",
    busy: "模型当前繁忙，请稍后再试。",
  },
  JA: {
    name: "Japanese",
    says: "ドキュメントには次のように書かれています：",
    saysMany: "各ドキュメントには次のように書かれています：",
    closest: "最も近い箇所は次のとおりです：",
    notFound: "ドキュメントには、この質問への答えが含まれていません。",
    searched: "{docs}で次の語を検索しました：{terms}。",
    open: "「",
    close: "」",
    failed: "モデルが回答できませんでした。もう一度お試しください。",
    timeout: "モデルの応答に時間がかかりすぎました。もう一度お試しください。",
    busy: "モデルが混み合っています。しばらくしてからもう一度お試しください。",
  },
  ES: {
    name: "Spanish",
    says: "El documento dice:",
    saysMany: "Los documentos dicen:",
    closest: "Los pasajes más cercanos son:",
    notFound: "Los documentos no contienen la respuesta a esta pregunta.",
    searched: "Busqué en {docs}: {terms}.",
    open: "«",
    close: "»",
    failed: "El modelo no pudo responder. Inténtalo de nuevo.",
    timeout: "El modelo tardó demasiado en responder. Inténtalo de nuevo.",
    busy: "El modelo está ocupado en este momento. Inténtalo de nuevo en unos instantes.",
  },
  DE: {
    name: "German",
    says: "Das Dokument sagt:",
    saysMany: "Die Dokumente sagen:",
    closest: "Die nächstliegenden Passagen sind:",
    notFound: "Die Dokumente enthalten keine Antwort auf diese Frage.",
    searched: "Durchsucht wurde {docs} nach: {terms}.",
    open: "„",
    close: "“",
    failed: "Das Modell konnte nicht antworten. Bitte versuchen Sie es erneut.",
    timeout: "Das Modell hat zu lange für die Antwort gebraucht. Bitte versuchen Sie es erneut.",
    busy: "Das Modell ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.",
  },
  FR: {
    name: "French",
    says: "Le document dit\u00a0:",
    saysMany: "Les documents disent\u00a0:",
    closest: "Les passages les plus proches sont\u00a0:",
    notFound: "Les documents ne contiennent pas de réponse à cette question.",
    searched: "J’ai cherché dans {docs}\u00a0: {terms}.",
    open: "«\u00a0",
    close: "\u00a0»",
    failed: "Le modèle n’a pas pu répondre. Veuillez réessayer.",
    timeout: "Le modèle a mis trop de temps à répondre. Veuillez réessayer.",
    busy: "Le modèle est occupé pour le moment. Veuillez réessayer dans un instant.",
  },
  KO: {
    name: "Korean",
    says: "문서에는 다음과 같이 나와 있습니다:",
    saysMany: "문서들에는 다음과 같이 나와 있습니다:",
    closest: "가장 가까운 구절은 다음과 같습니다:",
    notFound: "문서에 이 질문에 대한 답이 없습니다.",
    searched: "{docs}에서 다음을 검색했습니다: {terms}.",
    open: "“",
    close: "”",
    failed: "모델이 답변하지 못했습니다. 다시 시도해 주세요.",
    timeout: "모델 응답 시간이 초과되었습니다. 다시 시도해 주세요.",
    busy: "현재 모델 요청이 많습니다. 잠시 후 다시 시도해 주세요.",
  },
  PT: {
    name: "Portuguese",
    says: "O documento diz:",
    saysMany: "Os documentos dizem:",
    closest: "Os trechos mais próximos são:",
    notFound: "Os documentos não contêm a resposta a esta pergunta.",
    searched: "Pesquisei em {docs}: {terms}.",
    open: "“",
    close: "”",
    failed: "O modelo não conseguiu responder. Tente novamente.",
    timeout: "O modelo demorou demais para responder. Tente novamente.",
    busy: "O modelo está ocupado no momento. Tente novamente daqui a pouco.",
  },
  AR: {
    name: "Arabic",
    says: "يقول المستند:",
    saysMany: "تقول المستندات:",
    closest: "أقرب المقاطع هي:",
    notFound: "لا تحتوي المستندات على إجابة عن هذا السؤال.",
    searched: "بحثتُ في {docs} عن: {terms}.",
    open: "«",
    close: "»",
    failed: "تعذّر على النموذج الإجابة. يُرجى المحاولة مرة أخرى.",
    timeout: "استغرق النموذج وقتًا طويلًا للإجابة. يُرجى المحاولة مرة أخرى.",
    busy: "النموذج مشغول حاليًا. يُرجى المحاولة مرة أخرى بعد قليل.",
  },
  IT: {
    name: "Italian",
    says: "Il documento dice:",
    saysMany: "I documenti dicono:",
    closest: "I passaggi più vicini sono:",
    notFound: "I documenti non contengono la risposta a questa domanda.",
    searched: "Ho cercato in {docs}: {terms}.",
    open: "«",
    close: "»",
    failed: "Il modello non è riuscito a rispondere. Riprova.",
    timeout: "Il modello ha impiegato troppo tempo a rispondere. Riprova.",
    busy: "Il modello è occupato in questo momento. Riprova tra poco.",
  },
};
