const ATX = /^\s{0,3}#{1,6}\s+(\S.*?)\s*#*\s*$/;
const SETEXT_UNDERLINE = /^\s{0,3}(={3,}|-{3,})\s*$/;
/** "Chapter 3", "CHAPITRE PREMIER", "Kapitel IV: Der Sturm": the word must be followed by a number. */
const CHAPTER_NUMBERED =
  /^\s*(chapter|part|book|section|chapitre|partie|livre|cap[ií]tulo|parte|kapitel|teil|capitolo|libro)\s+([0-9]+|[ivxlcdm]+|first|one|premier|premi[eè]re|primer[oa]?|prim[oa]|erste[sr]?)\b.{0,60}$/i;
const CHAPTER_ALONE = /^\s*(prologue|epilogue|introduction|preface|foreword|appendix|pr[oó]logo|ep[ií]logo|vorwort|einleitung|pr[ée]face|avant-propos)\s*[.:]?\s*$/i;
const CJK_CHAPTER = /^\s*第[〇一二三四五六七八九十百千零0-9０-９]+[章節节回部篇巻卷]/;
const ROMAN_ALONE = /^\s*[IVXLC]+\.?\s*$/;
const MAX_HEADING_CHARS = 80;

const blank = (line: string | undefined) => line === undefined || line.trim() === "";

/** An all-capitals line standing alone (between blank lines), as plain-text books title chapters. */
function isCapsTitle(lines: string[], i: number): boolean {
  const line = (lines[i] ?? "").trim();
  if (line.length < 3 || line.length > 60 || !blank(lines[i - 1]) || !blank(lines[i + 1])) return false;
  const letters = line.match(/\p{L}/gu) ?? [];
  return letters.length >= 3 && letters.every((c) => c === c.toUpperCase() && c !== c.toLowerCase());
}

/**
 * Heading text per line of a plain-text file, or null: Markdown headings (# and underlined),
 * "Chapter 3"-style lines in the ten languages' usual words, 第三章, lone Roman numerals and
 * all-capitals lines set apart by blank lines.
 */
export function detectTextHeadings(lines: string[]): (string | null)[] {
  return lines.map((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.length > MAX_HEADING_CHARS) return null;
    const atx = ATX.exec(raw);
    if (atx?.[1]) return atx[1];
    if (SETEXT_UNDERLINE.test(lines[i + 1] ?? "") && !SETEXT_UNDERLINE.test(raw) && blank(lines[i - 1])) return line;
    if (blank(lines[i - 1]) && (CHAPTER_NUMBERED.test(line) || CHAPTER_ALONE.test(line) || CJK_CHAPTER.test(line))) return line;
    if (blank(lines[i - 1]) && blank(lines[i + 1]) && ROMAN_ALONE.test(line)) return line;
    if (isCapsTitle(lines, i)) return line;
    return null;
  });
}
