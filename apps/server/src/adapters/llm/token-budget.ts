/**
 * How much text a model can be given. Tokens are estimated conservatively: a token is about four
 * characters of English and other Latin, Greek or Cyrillic text; three are counted so a page of
 * figures and short words is not under-counted. Chinese, Japanese, Korean, Arabic and other scripts
 * take about one token a character, or more.
 */
export const CHARS_PER_TOKEN = 3;
const ONE_TOKEN_A_CHAR = /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/gu;

/**
 * Share of a model's context window the documents may take: the rest holds the instructions, the
 * conversation's recent turns (at most 6,000 characters), the question and the answer.
 */
export const DOCUMENT_SHARE = 0.6;

export function estimateTokens(text: string): number {
  const wide = text.match(ONE_TOKEN_A_CHAR)?.length ?? 0;
  return Math.ceil((text.length - wide) / CHARS_PER_TOKEN) + wide;
}

/** The tokens a prompt's documents may take in a model with this context window. */
export function documentBudget(contextTokens: number): number {
  return Math.floor(contextTokens * DOCUMENT_SHARE);
}
