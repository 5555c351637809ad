/**
 * The spec's chat text rule: a message detected as English is stripped of non-printable characters
 * (controls, zero-width and other format characters, private-use and unassigned code points) that
 * pasted text often carries. Other languages are left alone: their joiners and marks can be meaningful
 * (ZWJ/ZWNJ in Arabic and Persian script, for instance).
 */
export function cleanChatText(text: string): string {
  if (!looksEnglish(text)) return text;
  return text.replace(/[^\P{C}\n\t]/gu, "").trim();
}

/** English when nearly all letters are basic Latin (a few accented names are fine). */
function looksEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const ascii = letters.filter((l) => l <= "z").length;
  return ascii / letters.length >= 0.9;
}
