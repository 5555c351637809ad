import { describe, expect, it } from "vitest";
import { EMPTY_KEY_FORM, describeScope, keyRequest } from "./key-form";

describe("keyRequest", () => {
  it("asks for a name with the spec's message", () => {
    expect(keyRequest({ ...EMPTY_KEY_FORM, name: "   " })).toEqual({ ok: false, errors: { name: "API name required" } });
    expect(keyRequest({ ...EMPTY_KEY_FORM, name: "x".repeat(101) })).toMatchObject({ ok: false, errors: { name: expect.stringContaining("100") } });
  });

  it("sends no scope for a key that reaches everything", () => {
    expect(keyRequest({ ...EMPTY_KEY_FORM, name: " my script " })).toEqual({ ok: true, body: { name: "my script", key_type: "DEVELOPMENT" } });
  });

  it("sends the folder, the documents and read-only as the contract's scope", () => {
    expect(keyRequest({ ...EMPTY_KEY_FORM, name: "k", keyType: "PRODUCTION", scopeKind: "folder", folderId: "kb1", readOnly: true })).toEqual({
      ok: true,
      body: { name: "k", key_type: "PRODUCTION", scope: { knowledge_base_id: "kb1", read_only: true } },
    });
    expect(keyRequest({ ...EMPTY_KEY_FORM, name: "k", scopeKind: "documents", docIds: ["d1", "d2"] })).toEqual({
      ok: true,
      body: { name: "k", key_type: "DEVELOPMENT", scope: { doc_ids: ["d1", "d2"] } },
    });
  });

  it("wants the folder or documents the key is limited to", () => {
    expect(keyRequest({ ...EMPTY_KEY_FORM, name: "k", scopeKind: "folder" })).toMatchObject({ ok: false, errors: { folder: expect.any(String) } });
    expect(keyRequest({ ...EMPTY_KEY_FORM, name: "k", scopeKind: "documents" })).toMatchObject({ ok: false, errors: { documents: expect.any(String) } });
  });
});

describe("describeScope", () => {
  const all = { knowledge_base_id: null, doc_ids: null, read_only: false };
  it("says what the key reaches", () => {
    expect(describeScope(all)).toBe("All documents and folders");
    expect(describeScope({ ...all, read_only: true })).toBe("All documents and folders, read-only");
    expect(describeScope({ ...all, knowledge_base_id: "kb1" }, "Thesis")).toBe("Folder “Thesis”");
    expect(describeScope({ ...all, knowledge_base_id: "kb1" })).toBe("Folder kb1");
    expect(describeScope({ ...all, doc_ids: ["a"] })).toBe("1 document");
    expect(describeScope({ ...all, doc_ids: ["a", "b"], read_only: true })).toBe("2 documents, read-only");
  });
});
