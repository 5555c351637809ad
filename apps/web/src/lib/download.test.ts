import { describe, expect, it } from "vitest";
import { fileNameFromDisposition, responseFile } from "./download";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name and falls back to the quoted one", () => {
    expect(fileNameFromDisposition(`attachment; filename="R_sum_ - summary.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20-%20summary.pdf`)).toBe("Résumé - summary.pdf");
    expect(fileNameFromDisposition('attachment; filename="Report - summary.pdf"')).toBe("Report - summary.pdf");
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe("responseFile", () => {
  it("names the answer's bytes from Content-Disposition, else with the fallback", async () => {
    const named = await responseFile(new Response("%PDF", { headers: { "content-disposition": 'attachment; filename="Emma - summary.pdf"' } }), "summary.pdf");
    expect(named.fileName).toBe("Emma - summary.pdf");
    expect(await named.blob.text()).toBe("%PDF");
    expect((await responseFile(new Response("%PDF"), "summary.pdf")).fileName).toBe("summary.pdf");
  });
});
