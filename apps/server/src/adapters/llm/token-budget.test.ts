import { describe, expect, it } from "vitest";
import { documentBudget, estimateTokens } from "./token-budget.ts";

describe("token budget", () => {
  it("estimates tokens conservatively: three Latin characters a token, one a token for Chinese, Japanese, Korean", () => {
    expect(estimateTokens("abcdef ghi")).toBe(4);
    expect(estimateTokens("图书馆很大")).toBe(5);
    expect(estimateTokens("The 图书馆")).toBe(2 + 3);
  });

  it("lets the documents take 60% of the context window", () => {
    expect(documentBudget(128_000)).toBe(76_800);
  });
});
