import { describe, expect, it } from "vitest";
import { inTextCitation, splitPersonName } from "./reference-names.ts";

describe("reference names", () => {
  it("splits a creator written either way", () => {
    expect(splitPersonName("Ada Lovelace")).toEqual({ family: "Lovelace", given: "Ada" });
    expect(splitPersonName(" Lovelace, Ada King ")).toEqual({ family: "Lovelace", given: "Ada King" });
    expect(splitPersonName("Plato")).toEqual({ family: "Plato", given: "" });
  });

  it("cites by family names and year: one, two, three or more creators, no year, no creators", () => {
    expect(inTextCitation({ title: "T", creators: ["Ann Smith"], year: 2019 })).toBe("Smith, 2019");
    expect(inTextCitation({ title: "T", creators: ["Smith, Ann", "Bo Jones"], year: 2019 })).toBe("Smith and Jones, 2019");
    expect(inTextCitation({ title: "T", creators: ["Smith, Ann", "Jones, Bo", "Lee, Cy"], year: 2019 })).toBe("Smith et al., 2019");
    expect(inTextCitation({ title: "T", creators: ["Ann Smith"], year: null })).toBe("Smith, n.d.");
    expect(inTextCitation({ title: "Street trees and urban heat", creators: [], year: 2020 })).toBe("Street trees and urban heat, 2020");
    expect(inTextCitation({ title: "A very long title about street trees and the urban heat island", creators: [], year: 2020 })).toBe("A very long title about street trees an…, 2020");
  });
});
