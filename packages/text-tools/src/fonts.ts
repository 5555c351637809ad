import { FONT_STYLES, TOOL_LIMITS, type FancyTextOptions, type FontStyle } from "@folio/contract";
import { CHAR_MAPS, GLITCH_MARKS, OVERLAYS } from "./font-tables.ts";
import { cryptoRandom32, uniformInt } from "./lists.ts";
import { ok, refuse, type TextToolResult } from "./result.ts";
import { graphemes } from "./segments.ts";

/**
 * Each fancy-text page starts on its own style; the general pages (no style here) show every style.
 */
export const PAGE_STYLE: Record<string, FontStyle | undefined> = {
  "aesthetic-text-generator": "wide",
  "gothic-text-generator": "fraktur",
  "small-text-generator": "small-caps",
  "glitch-text-generator": "glitch",
  "big-text-generator": "sans-bold",
  "cursive-text-generator": "bold-script",
  "bold-text-generator": "bold",
  "italic-text-generator": "italic",
  "small-caps-generator": "small-caps",
  "superscript-generator": "superscript",
  "bubble-text-generator": "bubble",
  "upside-down-text-generator": "upside-down",
  "wide-text-generator": "wide",
};

/** Display names of the styles, for the list of results. */
export const STYLE_LABELS: Record<FontStyle, string> = {
  bold: "Bold", italic: "Italic", "bold-italic": "Bold italic", script: "Script", "bold-script": "Cursive (bold script)",
  fraktur: "Gothic (Fraktur)", "bold-fraktur": "Bold gothic", "double-struck": "Double-struck", monospace: "Monospace",
  sans: "Sans-serif", "sans-bold": "Sans-serif bold", "small-caps": "Small caps", superscript: "Superscript",
  subscript: "Subscript", bubble: "Bubble", squares: "Squares", "upside-down": "Upside down", wide: "Wide (aesthetic)",
  strikethrough: "Strikethrough", underline: "Underline", glitch: "Glitch (Zalgo)",
};

/**
 * A letter with accents ("é") is decomposed so its base letter takes the style and the accents
 * follow as combining marks; characters without a styled form (other scripts, emoji) stay as written.
 */
function mapCharacters(text: string, map: Map<string, string>): string {
  return graphemes(text)
    .map((g) => {
      const direct = map.get(g);
      if (direct !== undefined) return direct;
      const [base = "", ...marks] = [...g.normalize("NFD")];
      const styled = map.get(base);
      return styled !== undefined && marks.every((m) => /\p{M}/u.test(m)) ? styled + marks.join("") : g;
    })
    .join("");
}

function overlay(text: string, mark: string): string {
  return graphemes(text).map((g) => (/^\s+$/u.test(g) ? g : g + mark)).join("");
}

/** Zalgo: `intensity` random combining marks after every visible character. */
function glitch(text: string, intensity: number, random32: () => number): string {
  return graphemes(text)
    .map((g) => {
      if (/^\s+$/u.test(g)) return g;
      let out = g;
      for (let i = 0; i < intensity; i++) out += GLITCH_MARKS[uniformInt(GLITCH_MARKS.length, random32)];
      return out;
    })
    .join("");
}

export function styleText(text: string, style: FontStyle, intensity = 3, random32: () => number = cryptoRandom32): string {
  if (style === "glitch") return glitch(text, intensity, random32);
  if (style === "upside-down") return graphemes(mapCharacters(text, CHAR_MAPS["upside-down"] as Map<string, string>)).reverse().join("");
  const mark = OVERLAYS[style];
  if (mark !== undefined) return overlay(text, mark);
  const map = CHAR_MAPS[style];
  return map ? mapCharacters(text, map) : text;
}

/** The size of a result, checked before building it: the glitch style multiplies the text. */
function outputSize(text: string, style: FontStyle, intensity: number): number {
  return style === "glitch" ? text.length * (1 + intensity) : text.length * 2;
}

/**
 * The fancy-text tools: one style (the option, or the page's own) or, on the general pages, every
 * style, one a line as "Style: text".
 */
export function fancyText(slug: string, text: string, options: FancyTextOptions, random32: () => number = cryptoRandom32): TextToolResult {
  const style = options.style ?? PAGE_STYLE[slug];
  const styles: readonly FontStyle[] = style ? [style] : FONT_STYLES;
  const size = styles.reduce<number>((n, s) => n + outputSize(text, s, options.intensity), 0);
  if (size > TOOL_LIMITS.outputChars) {
    return refuse(`The result would pass ${TOOL_LIMITS.outputChars.toLocaleString("en")} characters; shorten the text${style === "glitch" ? " or lower the intensity" : ""}.`);
  }
  if (style) return ok(styleText(text, style, options.intensity, random32));
  return ok(FONT_STYLES.map((s) => `${STYLE_LABELS[s]}: ${styleText(text, s, options.intensity, random32)}`).join("\n"));
}
