import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./download";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name and falls back to the quoted one", () => {
    expect(fileNameFromDisposition(`attachment; filename="R_sum_ - summary.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20-%20summary.pdf`)).toBe("Résumé - summary.pdf");
    expect(fileNameFromDisposition('attachment; filename="Report - summary.pdf"')).toBe("Report - summary.pdf");
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
