import { describe, expect, it } from "vitest";
import { cleanChatText } from "./chat-text.ts";

describe("the chat text rule", () => {
  it("strips non-printable characters from English text", () => {
    expect(cleanChatText("What\u200b is\u0007 the\u00ad price\ufeff?\r\nNext line\tok \ue000")).toBe("What is the price?\nNext line\tok");
  });

  it("leaves other languages alone (their joiners can matter)", () => {
    const persianLike = "می\u200cخواهم";
    expect(cleanChatText(persianLike)).toBe(persianLike);
    expect(cleanChatText("価格は\u200bいくら？")).toBe("価格は\u200bいくら？");
  });
});
