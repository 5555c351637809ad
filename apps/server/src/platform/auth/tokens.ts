import crypto from "node:crypto";

/** A new secret token for a session or an e-mailed link: 256 random bits, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Tokens are stored only as their SHA-256, so a leaked database opens no session. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function newId(prefix = ""): string {
  return prefix + crypto.randomUUID().replaceAll("-", "");
}
