/** Bidi embedding/isolate/mark controls and the BOM: invisible, and they break quote matching. */
const INVISIBLE = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff\u00ad]/g;
/** C0/C1 controls other than tab and newline: never text, often the sign of a misread file. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/g;
/** Arabic presentation forms and Latin/Hebrew ligatures (PDF extraction yields them); NFKC maps them to letters. */
const PRESENTATION_FORMS = /[\ufb00-\ufdff\ufe70-\ufefe]+/g;

/**
 * Character-level clean-up that never adds or removes a line (lines are counted at `\n`, `\r\n`
 * and `\r`), so line ranges computed on the decoded text stay true: line breaks become `\n`,
 * other separators a space, invisible marks and stray controls go, presentation forms become
 * plain letters.
 */
export function cleanChars(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\f\v\u2028\u2029\u0085]/g, " ")
    .replace(INVISIBLE, "")
    .replace(CONTROLS, "")
    .replace(PRESENTATION_FORMS, (forms) => forms.normalize("NFKC"))
    .normalize("NFC");
}

/** The text a unit is stored with: clean characters, no trailing spaces, at most one blank line in a row. */
export function tidyUnitText(text: string): string {
  return cleanChars(text)
    .replace(/[ \t\u00a0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
