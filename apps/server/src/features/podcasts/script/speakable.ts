/** Text as it should be read aloud: no citation markers, Markdown syntax, links or URLs. */
export function speakable(text: string): string {
  return text
    .replace(/\[\d+\]/g, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/[*_`~|>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
