import crypto from "node:crypto";

/**
 * Zotero API keys at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's secret,
 * a fresh 12-byte IV each time; the stored text is `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * A row read with another secret (or altered) fails to open rather than yielding garbage.
 */
export class KeyCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(crypto.hkdfSync("sha256", secret, "folio", "zotero api keys v1", 32));
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", this.key, iv);
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), data].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
  }

  /** The plain text, or null when the text was not sealed with this key or was altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split(".");
    if (version !== "v1" || !iv || !tag || data === undefined) return null;
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}
