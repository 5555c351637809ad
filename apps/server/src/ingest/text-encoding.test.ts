import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeText } from "./text-encoding.ts";

const FRENCH = "Candide était élevé dans un beau château ; « Tout est au mieux », disait Pangloss.\nLigne deux.";
const CHINESE = "这是一个用于测试的中文段落。北京的天气很好，我们去公园散步吧！\n第二行：编码是国标。";
const JAPANESE = "ある日の暮方の事である。一人の下人が、羅生門の下で雨やみを待っていた。\n広い門の下には、この男のほかに誰もいない。";

describe("decodeText", () => {
  it.each([
    ["UTF-8", Buffer.from(FRENCH, "utf8"), "utf-8"],
    ["UTF-8 with BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(FRENCH, "utf8")]), "utf-8"],
    ["UTF-16LE with BOM", Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(FRENCH, "utf-16le")]), "utf-16le"],
    ["UTF-16BE with BOM", Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(FRENCH, "utf-16be")]), "utf-16be"],
    ["UTF-16LE without BOM", iconv.encode(FRENCH, "utf-16le"), "utf-16le"],
    ["UTF-16BE without BOM", iconv.encode(FRENCH, "utf-16be"), "utf-16be"],
    ["Latin-1", iconv.encode(FRENCH, "latin1"), "windows-1252"],
  ])("%s", (_, bytes, encoding) => {
    expect(decodeText(bytes)).toEqual({ text: FRENCH, encoding });
  });

  it("decodes GB18030 Chinese and Shift-JIS Japanese", () => {
    expect(decodeText(iconv.encode(CHINESE.repeat(3), "gb18030")).text).toBe(CHINESE.repeat(3));
    expect(decodeText(iconv.encode(JAPANESE.repeat(3), "shift_jis")).text).toBe(JAPANESE.repeat(3));
  });

  it("decodes a short Latin-1 line and windows-1252 curly quotes", () => {
    expect(decodeText(iconv.encode("Année", "latin1")).text).toBe("Année");
    expect(decodeText(iconv.encode("“Quoted” – and so on… it’s fine, façade.", "windows-1252")).text).toBe("“Quoted” – and so on… it’s fine, façade.");
  });

  it("keeps UTF-8 whose last character was cut off", () => {
    const bytes = Buffer.from("Grüße, 日本", "utf8");
    expect(decodeText(bytes.subarray(0, bytes.length - 1))).toEqual({ text: "Grüße, 日", encoding: "utf-8" });
  });

  it("finds the encoding after a long ASCII preamble", () => {
    const bytes = Buffer.concat([Buffer.from("header line\n".repeat(10_000)), iconv.encode(JAPANESE.repeat(5), "shift_jis")]);
    expect(decodeText(bytes).text.endsWith(JAPANESE)).toBe(true);
  });
});
