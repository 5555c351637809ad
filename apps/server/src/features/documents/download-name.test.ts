import { describe, expect, it } from "vitest";
import { nameForDownload } from "./download-name.ts";

describe("nameForDownload", () => {
  const url = new URL("https://files.example/papers/x");

  it("drops direction controls and makes control characters and separators visible in a remote name", () => {
    expect(nameForDownload(url, "text/plain", "attachment; filename*=UTF-8''evil%E2%80%AEfdp.txt")).toBe("evilfdp.txt");
    expect(nameForDownload(url, "application/pdf", "attachment; filename*=UTF-8''a%00b%1B%0Ac%2F..%2Fd.pdf")).toBe("a_b__c_.._d.pdf");
  });

  it("takes the URL's last segment and adds the content type's extension when the name has none", () => {
    expect(nameForDownload(new URL("https://files.example/papers/report"), "application/pdf", null)).toBe("report.pdf");
  });
});
