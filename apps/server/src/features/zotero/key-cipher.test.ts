import { describe, expect, it } from "vitest";
import { KeyCipher } from "./key-cipher.ts";

describe("KeyCipher", () => {
  const cipher = new KeyCipher("a server secret of at least thirty-two characters");

  it("seals a key so that the stored text does not hold it, and opens it again", () => {
    const sealed = cipher.seal("P9NiFoyLeZu2bZNvvuQPDWsd");
    expect(sealed).not.toContain("P9NiFoyLeZu2bZNvvuQPDWsd");
    expect(cipher.open(sealed)).toBe("P9NiFoyLeZu2bZNvvuQPDWsd");
    // A fresh IV each time: the same key never seals to the same text.
    expect(cipher.seal("P9NiFoyLeZu2bZNvvuQPDWsd")).not.toBe(sealed);
  });

  it("refuses text altered or sealed under another secret", () => {
    const sealed = cipher.seal("abc");
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[3] ?? "", "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(cipher.open([parts[0], parts[1], parts[2], flipped.toString("base64url")].join("."))).toBeNull();
    expect(new KeyCipher("another secret of at least thirty-two characters!").open(sealed)).toBeNull();
    expect(cipher.open("not sealed")).toBeNull();
  });
});
