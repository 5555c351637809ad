import { describe, expect, it } from "vitest";
import { countText, countWords, formatReadingTime } from "./count.ts";

// Every figure below was counted by hand.
describe("countText", () => {
  it("counts English words, sentences (not after Dr.), paragraphs and characters", () => {
    const s = countText("Hello, world! This is Dr. Smith. He's here.\n\nNew paragraph — with e-mail 3.14");
    // Hello world This is Dr Smith He's here New paragraph with e-mail 3.14: the dash is no word.
    expect(s.words).toBe(13);
    expect(s.sentences).toBe(4);
    expect(s.paragraphs).toBe(2);
    // 76 code units less the two line breaks (the dash is one character); 12 spaces.
    expect(s.characters).toBe(75);
    expect(s.characters_no_spaces).toBe(63);
  });

  it("counts each Chinese character as a word", () => {
    const s = countText("我爱北京天安门。今天天气很好！");
    expect(s).toMatchObject({ words: 13, characters: 15, characters_no_spaces: 15, sentences: 2, paragraphs: 1 });
  });

  it("counts Japanese kana and kanji one each and a Latin word inside once", () => {
    // 私 は | iPhone | を 使 っ て い ま す
    expect(countWords("私はiPhoneを使っています。")).toBe(10);
  });

  it("counts Arabic words and the Arabic question mark as a sentence end", () => {
    expect(countText("مرحبا بالعالم. كيف حالك؟")).toMatchObject({ words: 4, sentences: 2, characters: 24, characters_no_spaces: 21 });
  });

  it("counts Korean words by spaces", () => {
    expect(countText("안녕하세요 세계. 반갑습니다.")).toMatchObject({ words: 3, sentences: 2 });
  });

  it("counts Thai words with the dictionary", () => {
    // สวัสดี ครับ | ผม ชื่อ สมชาย
    expect(countWords("สวัสดีครับ ผมชื่อสมชาย")).toBe(5);
  });

  it("counts an emoji with a skin tone, a flag and a combining accent as one character each", () => {
    const s = countText("👍🏽 café cafe\u0301 🇫🇷");
    expect(s.characters).toBe(13);
    expect(s.characters_no_spaces).toBe(10);
    expect(s.words).toBe(2);
  });

  it("gives zeros for empty text and reading time from the words", () => {
    expect(countText("")).toEqual({ words: 0, characters: 0, characters_no_spaces: 0, sentences: 0, paragraphs: 0, reading_time_s: 0 });
    expect(countText("word ".repeat(238)).reading_time_s).toBe(60);
    expect(countText("word ".repeat(238), 119).reading_time_s).toBe(120);
    expect(formatReadingTime(59)).toBe("59 s");
    expect(formatReadingTime(125)).toBe("2 min 5 s");
  });
});
