import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { assessText } from "./text-quality.ts";
import { cleanChars, tidyUnitText } from "./clean-text.ts";

const PROSE = "The committee met on Tuesday to discuss the budget for the coming year, and agreed on most points. ";

describe("assessText", () => {
  it("passes ordinary text in the ten chat languages", () => {
    for (const text of [
      PROSE.repeat(3),
      "这是一个用于测试的中文段落。北京的天气很好，我们去公园散步吧！".repeat(3),
      "ある日の暮方の事である。一人の下人が、羅生門の下で雨やみを待っていた。".repeat(3),
      "Candide était élevé dans un beau château, « tout est au mieux ». ".repeat(3),
      "Der Ausschuss traf sich am Dienstag, um über den Haushalt zu sprechen. ".repeat(3),
      "오늘은 북유럽의 재생 에너지에 관한 보고서를 읽습니다. ".repeat(3),
      "مرحبا بكم. اليوم نقرأ تقريرا عن الطاقة المتجددة في شمال أوروبا. ".repeat(3),
      "Kentucky\t264,140\t12,155\t14,847\t254\t648\t1\t9\t11\t0\t1,491\n".repeat(5),
    ]) {
      expect(assessText(text), text.slice(0, 20)).toEqual({ problem: null, reason: "" });
    }
  });

  it("flags UTF-16 read as 8-bit text", () => {
    expect(assessText(iconv.decode(iconv.encode(PROSE, "utf-16le"), "latin1")).problem).toBe("binary");
  });

  it("flags binary bytes read as text (a legacy PPT taken for text)", () => {
    const bytes = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 131 + 7) % 256));
    expect(assessText(iconv.decode(bytes, "latin1")).problem).toBe("binary");
  });

  it("flags raw RTF and raw slide XML", () => {
    expect(assessText("{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times;}}\\f0\\fs24 Hello \\b world\\b0\\par}").problem).toBe("markup");
    expect(assessText(`<p:sld><p:cSld><p:spTree>${"<a:p><a:r><a:t>Hello</a:t></a:r></a:p>".repeat(20)}</p:spTree></p:cSld></p:sld>`).problem).toBe("markup");
  });

  it("flags mojibake, replacement characters and private-use glyph codes", () => {
    expect(assessText(iconv.decode(Buffer.from("Café crème brûlée à la française, très délicieux ".repeat(4), "utf8"), "windows-1252")).problem).toBe("garbled");
    expect(assessText("Caf\ufffd cr\ufffdme \ufffd\ufffd\ufffd \ufffd\ufffd words \ufffd\ufffd\ufffd".repeat(3)).problem).toBe("garbled");
    expect(assessText("\ue001\ue002\ue003\ue004 \ue005\ue006\ue007".repeat(10)).problem).toBe("garbled");
  });

  it("says nothing about a handful of characters", () => {
    expect(assessText("\u0000\u0001x").problem).toBeNull();
  });
});

describe("text clean-up", () => {
  it("removes bidi marks, BOMs and controls, maps presentation forms to letters, keeps lines", () => {
    const raw = "\u202bﻣﺮﺣﺒﺎ\u202c\r\nﬁne\ufeff\u0000 text\u200e\rend\fpage";
    const cleaned = cleanChars(raw);
    expect(cleaned).toBe("مرحبا\nfine text\nend page");
    expect(cleaned.split("\n")).toHaveLength(raw.split(/\r\n|\r|\n/).length);
  });

  it("tidies a unit: no trailing spaces, at most one blank line, trimmed", () => {
    expect(tidyUnitText("\n\n  Title  \n\n\n\nBody \t\nmore\n\n")).toBe("Title\n\nBody\nmore");
  });
});
