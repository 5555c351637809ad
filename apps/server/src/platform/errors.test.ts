import { ERRORS } from "@folio/contract";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";

describe("AppError", () => {
  it("answers with the catalogue's status and message", () => {
    expect(new AppError("document_not_ready")).toMatchObject({ code: "document_not_ready", status: 409, detail: ERRORS.document_not_ready.detail });
  });

  it("takes a message with values in it, never a status", () => {
    const err = new AppError("limit_reached", "Your plan allows 10 documents in a folder. Upgrade your plan to add more.");
    expect(err).toMatchObject({ code: "limit_reached", status: 402, detail: "Your plan allows 10 documents in a folder. Upgrade your plan to add more." });
    // @ts-expect-error the status is the catalogue's
    expect(new AppError("limit_reached", { status: 400 }).status).toBe(402);
  });

  it("answers with the older code an entry keeps", () => {
    expect(new AppError("invalid_question_image")).toMatchObject({ code: "invalid_image", status: 400 });
  });

  it("takes only catalogue codes", () => {
    // @ts-expect-error not a code of the contract's catalogue
    expect(() => new AppError("no_such_code")).toThrow();
  });
});
