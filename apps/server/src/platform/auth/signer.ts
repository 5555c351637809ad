import crypto from "node:crypto";

/** HMAC signatures for URLs that must work without a session (images in <img src>). */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(value: string, expires: number): string {
    return crypto.createHmac("sha256", this.secret).update(`${value}\n${expires}`).digest("base64url");
  }

  verify(value: string, expires: number, sig: string, now = Date.now()): boolean {
    if (!Number.isFinite(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(value, expires));
    const given = Buffer.from(sig);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
