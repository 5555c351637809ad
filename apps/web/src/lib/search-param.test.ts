import { describe, expect, it } from "vitest";
import { optionalSearchParam } from "./search-param";

describe("optionalSearchParam", () => {
  const byId = optionalSearchParam("id", 5);

  it("keeps a non-empty string within the length", () => {
    expect(byId({ id: "abc", other: "x" })).toEqual({ id: "abc" });
  });

  it("drops an empty, too long or non-string value", () => {
    expect(byId({ id: "" })).toEqual({});
    expect(byId({ id: "abcdef" })).toEqual({});
    expect(byId({ id: 12 })).toEqual({});
    expect(byId({})).toEqual({});
  });

  it("has no length limit unless given one", () => {
    expect(optionalSearchParam("token")({ token: "t".repeat(500) })).toEqual({ token: "t".repeat(500) });
  });
});
