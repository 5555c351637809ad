import type { AnswerLanguage } from "./types.ts";

interface SniperText {
  /** The closing line when sentences were removed: `one` for a single sentence, `other` for {n}. */
  removed: { one: string; other: string };
  /** The closing line when no sentence had a verified source, so the answer is kept but marked. */
  noneVerified: string;
}

/** Sniper mode's closing lines, in the answer's language ("Sniper" is the feature's name). */
export const SNIPER_TEXT: Record<AnswerLanguage, SniperText> = {
  EN: {
    removed: { one: "Sniper mode: 1 sentence without a verified source was removed.", other: "Sniper mode: {n} sentences without a verified source were removed." },
    noneVerified: "Sniper mode: no sentence of this answer has a verified source.",
  },
  ZH: {
    removed: { one: "狙击模式：已删除 1 个没有经过验证来源的句子。", other: "狙击模式：已删除 {n} 个没有经过验证来源的句子。" },
    noneVerified: "狙击模式：此回答中没有任何句子有经过验证的来源。",
  },
  JA: {
    removed: { one: "スナイパーモード：検証済みの出典がない文を1件削除しました。", other: "スナイパーモード：検証済みの出典がない文を{n}件削除しました。" },
    noneVerified: "スナイパーモード：この回答には検証済みの出典を持つ文がありません。",
  },
  ES: {
    removed: { one: "Modo Sniper: se eliminó 1 frase sin una fuente verificada.", other: "Modo Sniper: se eliminaron {n} frases sin una fuente verificada." },
    noneVerified: "Modo Sniper: ninguna frase de esta respuesta tiene una fuente verificada.",
  },
  DE: {
    removed: { one: "Sniper-Modus: 1 Satz ohne überprüfte Quelle wurde entfernt.", other: "Sniper-Modus: {n} Sätze ohne überprüfte Quelle wurden entfernt." },
    noneVerified: "Sniper-Modus: Kein Satz dieser Antwort hat eine überprüfte Quelle.",
  },
  FR: {
    removed: { one: "Mode Sniper : 1 phrase sans source vérifiée a été supprimée.", other: "Mode Sniper : {n} phrases sans source vérifiée ont été supprimées." },
    noneVerified: "Mode Sniper : aucune phrase de cette réponse n'a de source vérifiée.",
  },
  KO: {
    removed: { one: "스나이퍼 모드: 검증된 출처가 없는 문장 1개를 삭제했습니다.", other: "스나이퍼 모드: 검증된 출처가 없는 문장 {n}개를 삭제했습니다." },
    noneVerified: "스나이퍼 모드: 이 답변에는 검증된 출처가 있는 문장이 없습니다.",
  },
  PT: {
    removed: { one: "Modo Sniper: 1 frase sem fonte verificada foi removida.", other: "Modo Sniper: {n} frases sem fonte verificada foram removidas." },
    noneVerified: "Modo Sniper: nenhuma frase desta resposta tem uma fonte verificada.",
  },
  AR: {
    // Arabic has six plural forms; a count after a colon reads correctly for every number.
    removed: { one: "وضع القنّاص: عدد الجمل المحذوفة لعدم وجود مصدر موثَّق: 1.", other: "وضع القنّاص: عدد الجمل المحذوفة لعدم وجود مصدر موثَّق: {n}." },
    noneVerified: "وضع القنّاص: لا توجد في هذه الإجابة أي جملة لها مصدر موثَّق.",
  },
  IT: {
    removed: { one: "Modalità Sniper: è stata rimossa 1 frase senza una fonte verificata.", other: "Modalità Sniper: sono state rimosse {n} frasi senza una fonte verificata." },
    noneVerified: "Modalità Sniper: nessuna frase di questa risposta ha una fonte verificata.",
  },
};

/** The closing line for `removed` sentences taken out, or for an answer with no verified sentence. */
export function sniperNote(language: AnswerLanguage, outcome: { removed: number; noneVerified: boolean }): string | null {
  const t = SNIPER_TEXT[language];
  if (outcome.noneVerified) return t.noneVerified;
  if (outcome.removed === 0) return null;
  return (outcome.removed === 1 ? t.removed.one : t.removed.other).replace("{n}", String(outcome.removed));
}
