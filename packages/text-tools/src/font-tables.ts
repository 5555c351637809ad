import type { FontStyle } from "@folio/contract";

/**
 * The mapping tables of the Unicode "fonts". Most styles are the Mathematical Alphanumeric Symbols
 * (U+1D400-U+1D7FF): 26 capitals, 26 small letters (and sometimes 10 digits) from a start code point,
 * with holes where the letter was encoded earlier in Letterlike Symbols (U+2100-U+214F).
 */
interface Alphabet {
  upper?: number;
  lower?: number;
  digits?: number;
  holes?: Record<string, number>;
}

const MATH: Partial<Record<FontStyle, Alphabet>> = {
  bold: { upper: 0x1d400, lower: 0x1d41a, digits: 0x1d7ce },
  italic: { upper: 0x1d434, lower: 0x1d44e, holes: { h: 0x210e } },
  "bold-italic": { upper: 0x1d468, lower: 0x1d482 },
  script: {
    upper: 0x1d49c, lower: 0x1d4b6,
    holes: { B: 0x212c, E: 0x2130, F: 0x2131, H: 0x210b, I: 0x2110, L: 0x2112, M: 0x2133, R: 0x211b, e: 0x212f, g: 0x210a, o: 0x2134 },
  },
  "bold-script": { upper: 0x1d4d0, lower: 0x1d4ea },
  fraktur: { upper: 0x1d504, lower: 0x1d51e, holes: { C: 0x212d, H: 0x210c, I: 0x2111, R: 0x211c, Z: 0x2128 } },
  "bold-fraktur": { upper: 0x1d56c, lower: 0x1d586 },
  "double-struck": {
    upper: 0x1d538, lower: 0x1d552, digits: 0x1d7d8,
    holes: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 },
  },
  sans: { upper: 0x1d5a0, lower: 0x1d5ba, digits: 0x1d7e2 },
  "sans-bold": { upper: 0x1d5d4, lower: 0x1d5ee, digits: 0x1d7ec },
  monospace: { upper: 0x1d670, lower: 0x1d68a, digits: 0x1d7f6 },
  bubble: { upper: 0x24b6, lower: 0x24d0 },
  squares: { upper: 0x1f130, lower: 0x1f130 },
};

function alphabetMap(a: Alphabet): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < 26; i++) {
    if (a.upper !== undefined) map.set(String.fromCharCode(65 + i), String.fromCodePoint(a.upper + i));
    if (a.lower !== undefined) map.set(String.fromCharCode(97 + i), String.fromCodePoint(a.lower + i));
  }
  for (let i = 0; a.digits !== undefined && i < 10; i++) map.set(String(i), String.fromCodePoint(a.digits + i));
  for (const [ch, cp] of Object.entries(a.holes ?? {})) map.set(ch, String.fromCodePoint(cp));
  return map;
}

function pairs(from: string, to: string): Map<string, string> {
  const a = [...from];
  const b = [...to];
  if (a.length !== b.length) throw new Error(`font table: ${a.length} letters mapped to ${b.length}`);
  return new Map(a.map((ch, i) => [ch, b[i] as string]));
}

const BUBBLE_DIGITS = pairs("0123456789", "⓪①②③④⑤⑥⑦⑧⑨");

/** Small letters become small capitals; capitals stay (as in typeset small caps). No small capital X exists. */
const SMALL_CAPS = pairs("abcdefghijklmnopqrstuvwxyz", "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡxʏᴢ");

/** Modifier letters; capitals without a capital modifier use the small one; q has none in common fonts. */
const SUPERSCRIPT = pairs(
  "abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW0123456789+-=()",
  "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾",
);
for (const ch of "CFSXYZ") SUPERSCRIPT.set(ch, SUPERSCRIPT.get(ch.toLowerCase()) as string);

const SUBSCRIPT = pairs("aehijklmnoprstuvx0123456789+-=()", "ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎");

/** Each character turned half a circle; the text is then read backwards. */
const UPSIDE_DOWN = pairs(
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,'\"?!()[]{}<>&_;",
  "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz∀ꓭƆᗡƎℲ⅁HIſꓘ˥WNOԀΌᴚS⊥∩ΛMX⅄Z0ƖᄅƐㄣϛ9ㄥ86˙'‚„¿¡)(][}{><⅋‾؛",
);

/** Full-width forms: ASCII ! to ~ shifted to U+FF01-U+FF5E; a space becomes the ideographic space. */
function wideMap(): Map<string, string> {
  const map = new Map<string, string>([[" ", "\u3000"]]);
  for (let cp = 0x21; cp <= 0x7e; cp++) map.set(String.fromCharCode(cp), String.fromCodePoint(cp + 0xfee0));
  return map;
}

export type CharMap = Map<string, string>;

export const CHAR_MAPS: Partial<Record<FontStyle, CharMap>> = {
  ...Object.fromEntries(Object.entries(MATH).map(([style, a]) => [style, alphabetMap(a)])),
  "small-caps": SMALL_CAPS,
  superscript: SUPERSCRIPT,
  subscript: SUBSCRIPT,
  "upside-down": UPSIDE_DOWN,
  wide: wideMap(),
};
for (const [digit, circled] of BUBBLE_DIGITS) CHAR_MAPS.bubble?.set(digit, circled);

/** Combining marks drawn over every character: a long stroke, a low line. */
export const OVERLAYS: Partial<Record<FontStyle, string>> = { strikethrough: "\u0336", underline: "\u0332" };

/** The combining marks the glitch style draws from (U+0300-U+036F, the diacritics above and below). */
export const GLITCH_MARKS = Array.from({ length: 0x70 }, (_, i) => String.fromCodePoint(0x300 + i));
