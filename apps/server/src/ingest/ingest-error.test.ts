import { INVALID_FILE, PASSWORD_PROTECTED } from "@folio/contract";
import { describe, expect, it } from "vitest";
import { IngestError, INVALID_FILE_MESSAGE, invalidFile, PASSWORD_PROTECTED_MESSAGE, passwordProtected } from "./ingest-error.ts";

describe("IngestError", () => {
  it("uses the contract's words for an invalid file and a password", () => {
    expect(INVALID_FILE_MESSAGE).toBe(INVALID_FILE);
    expect(PASSWORD_PROTECTED_MESSAGE).toBe(PASSWORD_PROTECTED);
    expect(invalidFile("zip without presentation")).toMatchObject({ code: "invalid_file", userMessage: INVALID_FILE });
    expect(passwordProtected()).toMatchObject({ code: "password_protected", userMessage: PASSWORD_PROTECTED });
  });

  it("keeps internals out of the user's message", () => {
    const err = new IngestError("damaged", "This file looks damaged: it is not a readable PDF", { detail: "/data/blobs/ab/abcdef: xref" });
    expect(err.userMessage).not.toContain("/data");
    expect(err.message).toContain("xref");
    expect(err).toBeInstanceOf(Error);
  });
});
