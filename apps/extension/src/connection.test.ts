import { describe, expect, it } from "vitest";
import { parseConnection, serverOrigin } from "./connection.ts";

describe("the extension's connection", () => {
  it("reduces a typed server address to its origin, http(s) only", () => {
    expect(serverOrigin(" http://localhost:3000/documents ")).toBe("http://localhost:3000");
    expect(serverOrigin("https://folio.example.com")).toBe("https://folio.example.com");
    for (const bad of ["", "localhost:3000", "javascript:alert(1)", "file:///etc/passwd", "chrome://extensions"]) expect(serverOrigin(bad)).toBeNull();
  });

  it("keeps a key handed over by the connect page only when it has the expected shape", () => {
    const payload = { key: "folio_dev_abc", id: "k1", account: "ada@example.com", folder_id: "f1", read_only: true };
    expect(parseConnection(payload, "http://localhost:3000")).toEqual({ server: "http://localhost:3000", apiKey: "folio_dev_abc", keyId: "k1", account: "ada@example.com", folderId: "f1", readOnly: true });
    expect(parseConnection({ ...payload, folder_id: null, read_only: "yes" }, "http://x")).toMatchObject({ folderId: null, readOnly: false });
    for (const bad of [null, "folio_dev_abc", { ...payload, key: "sk-other" }, { ...payload, id: 1 }, { ...payload, account: undefined }]) expect(parseConnection(bad, "http://x")).toBeNull();
  });
});
