import { describe, expect, it } from "vitest";
import { convertCase } from "./case.ts";

describe("convertCase", () => {
  it("upper and lower follow Unicode (ß -> SS, final sigma)", () => {
    expect(convertCase("straße", { case: "upper" })).toBe("STRASSE");
    expect(convertCase("ΟΔΟΣ", { case: "lower" })).toBe("οδος");
  });

  it("title case keeps minor words lower inside the title", () => {
    expect(convertCase("the lord of the rings: the return of the king", { case: "title" })).toBe("The Lord of the Rings: The Return of the King");
    expect(convertCase("WELL-KNOWN DON'T éCOLE", { case: "title" })).toBe("Well-Known Don't École");
  });

  it("sentence case starts each sentence and the pronoun I", () => {
    expect(convertCase("HELLO WORLD. i am here! what? yes", { case: "sentence" })).toBe("Hello world. I am here! What? Yes");
  });

  it("alternating counts letters only, accents kept on their letter", () => {
    expect(convertCase("hello world", { case: "alternating" })).toBe("hElLo WoRlD");
    expect(convertCase("cafe\u0301s", { case: "alternating" })).toBe("cAfE\u0301s");
  });
});
