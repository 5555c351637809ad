/**
 * Sentences that address the model instead of informing the reader: "ignore all previous
 * instructions", "reply only with …", "reveal your system prompt", "Say that …". Documents carry
 * them, visibly or hidden (white or tiny text that extraction still reads), to steer an assistant.
 * LOCAL never quotes them: a quote of one would pass the injected claim on as the document's word.
 */
const PATTERNS = [
  // English
  /\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|prompts?|rules|directions|guidelines|passages above)\b/iu,
  /\b(?:system|developer|hidden)\s+prompt\b/iu,
  /\b(?:ai|llm|language model|assistant|chatbot|gpt)s?\b.{0,30}\b(?:must|should|shall|are required to|ignore|always|never)\b/iu,
  /\bnote to (?:the )?(?:ai|llm|assistants?|models?|chatbots?)\b/iu,
  /\b(?:reply|respond|answer)\s+(?:only\s+)?with\b/iu,
  /^(?:please\s+)?(?:say|tell the user|tell them|answer|reply|respond|print|output|state|claim|pretend|insist)\b.{0,30}\b(?:that|only|with|the code|the words?)\b/iu,
  /\b(?:reveal|print|show|output|repeat)\s+(?:your|the)\s+(?:system\s+)?(?:prompt|instructions)\b/iu,
  /\bsystem override\b|\bjailbreak\b|\bnew instructions\s*:/iu,
  // Spanish, French, German, Portuguese, Italian
  /\bignor(?:a|e|ez|iere|ieren|are)\b.{0,40}\b(?:instrucciones|instructions|anweisungen|instruções|istruzioni)\b/iu,
  // Chinese, Japanese, Korean, Arabic
  /忽略.{0,10}(?:指令|指示|提示)|(?:指示|命令|プロンプト).{0,6}無視|지시.{0,6}무시|تجاهل.{0,20}التعليمات/u,
];

export function addressesTheModel(sentence: string): boolean {
  return PATTERNS.some((re) => re.test(sentence));
}
