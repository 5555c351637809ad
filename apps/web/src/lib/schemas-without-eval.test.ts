import { describe, expect, it, vi } from "vitest";

describe("schemas-without-eval", () => {
  it("keeps zod from compiling (or probing for) code with new Function, which the CSP reports as a violation", async () => {
    const functionConstructor = vi.spyOn(globalThis, "Function");
    await import("./schemas-without-eval");
    // Imported after, as main.tsx orders it: the contract builds its schemas at import.
    const { RegisterBody } = await import("@folio/contract");
    expect(RegisterBody.parse({ email: "a@example.com", password: "long enough" })).toMatchObject({ email: "a@example.com" });
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
