import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

describe("contentDisposition", () => {
  it("offers types a browser could run as a download", () => {
    for (const type of ["application/pdf", "text/html", "image/svg+xml", "application/xml", "text/xml", "application/epub+zip", "application/rtf", "application/octet-stream"]) {
      expect(contentDisposition(type, "a.bin")).toMatch(/^attachment; /);
    }
  });

  it("shows plain text, stored pictures and audio inline, whatever the parameters or case", () => {
    for (const type of ["text/plain", "text/csv; charset=utf-8", "IMAGE/PNG", "image/jpeg", "audio/mpeg"]) {
      expect(contentDisposition(type, "a")).toMatch(/^inline; /);
    }
  });

  it("names the file in UTF-8 with an ASCII fallback that cannot break out of its quotes", () => {
    expect(contentDisposition("application/pdf", `Résumé "draft" (v2)'s.pdf`)).toBe(
      `attachment; filename="R_sum_ _draft_ (v2)'s.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22draft%22%20%28v2%29%27s.pdf`,
    );
  });
});
