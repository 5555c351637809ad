import { FONT_STYLES } from "@folio/contract";
import { describe, expect, it } from "vitest";
import { fancyText, styleText } from "./fonts.ts";

const seven = () => 7;

describe("styleText: each table checked by its code points", () => {
  it("maps the mathematical alphabets with their Letterlike holes", () => {
    expect(styleText("Hello 123", "bold")).toBe("𝐇𝐞𝐥𝐥𝐨 𝟏𝟐𝟑");
    expect(styleText("hi", "italic")).toBe("ℎ𝑖"); // U+210E PLANCK CONSTANT is the italic h
    expect(styleText("BEHe", "script")).toBe("ℬℰℋℯ");
    expect(styleText("Hello", "bold-script")).toBe("𝓗𝓮𝓵𝓵𝓸");
    expect(styleText("Hello Chris", "fraktur")).toBe("ℌ𝔢𝔩𝔩𝔬 ℭ𝔥𝔯𝔦𝔰");
    expect(styleText("CR1", "double-struck")).toBe("ℂℝ𝟙");
    expect(styleText("Az9", "monospace")).toBe("𝙰𝚣𝟿");
  });

  it("keeps accents on the styled letter and leaves other scripts and emoji as written", () => {
    expect(styleText("café", "bold")).toBe("𝐜𝐚𝐟𝐞\u0301");
    expect(styleText("日本 👍🏽 مرحبا", "bold")).toBe("日本 👍🏽 مرحبا");
  });

  it("maps the letter-like styles", () => {
    expect(styleText("Small caps", "small-caps")).toBe("Sᴍᴀʟʟ ᴄᴀᴘꜱ");
    expect(styleText("x2+1 Hi", "superscript")).toBe("ˣ²⁺¹ ᴴⁱ");
    expect(styleText("H2O", "subscript")).toBe("H₂O");
    expect(styleText("Bubble 10", "bubble")).toBe("Ⓑⓤⓑⓑⓛⓔ ①⓪");
    expect(styleText("ok", "squares")).toBe("🄾🄺");
    expect(styleText("aesthetic 1", "wide")).toBe("ａｅｓｔｈｅｔｉｃ\u3000１");
    expect(styleText("Hello, world!", "upside-down")).toBe("¡plɹoʍ 'ollǝH");
    expect(styleText("a b", "strikethrough")).toBe("a\u0336 b\u0336");
    expect(styleText("a b", "underline")).toBe("a\u0332 b\u0332");
  });

  it("glitches with the given number of combining marks a character", () => {
    // U+0300 + 7 = U+0307 COMBINING DOT ABOVE each time with this random source.
    expect(styleText("a b", "glitch", 2, seven)).toBe("a\u0307\u0307 b\u0307\u0307");
  });
});

describe("fancyText", () => {
  it("starts each page on its own style and lists every style on the general pages", () => {
    expect(fancyText("gothic-text-generator", "Hi", { intensity: 3 })).toEqual({ ok: true, output: "ℌ𝔦" });
    expect(fancyText("gothic-text-generator", "Hi", { style: "bold", intensity: 3 })).toEqual({ ok: true, output: "𝐇𝐢" });
    const all = fancyText("fancy-text-generator", "Hi", { intensity: 1 }, seven);
    expect(all.ok && all.output.split("\n")).toHaveLength(FONT_STYLES.length);
    expect(all.ok && all.output.split("\n")[0]).toBe("Bold: 𝐇𝐢");
  });

  it("refuses a glitch that would pass the output limit", () => {
    const r = fancyText("glitch-text-generator", "x".repeat(50_000), { intensity: 10 });
    expect(r.ok).toBe(false);
  });
});
