import { API_KEY_PREFIXES, type ApiKeyType } from "@folio/contract";
import { hashToken, newToken } from "../../platform/auth/tokens.ts";

/** How many characters of the secret are kept, in the clear, to tell keys apart in a list. */
const SHOWN_PREFIX_CHARS = 6;

/** A new secret: the type's recognisable prefix (for secret scanners) and 32 random bytes, base64url. */
export function newKeySecret(keyType: ApiKeyType): { secret: string; prefix: string; hash: string } {
  const prefix = API_KEY_PREFIXES[keyType];
  const secret = prefix + newToken();
  return { secret, prefix: secret.slice(0, prefix.length + SHOWN_PREFIX_CHARS), hash: hashToken(secret) };
}

/** A value shaped like a Folio key (either prefix, then base64url): only these are looked up. */
export function looksLikeKey(value: string): boolean {
  return Object.values(API_KEY_PREFIXES).some((prefix) => value.startsWith(prefix)) && /^[A-Za-z0-9_-]{20,200}$/.test(value);
}

/** Whether a value starts like a Folio key, however malformed the rest (to refuse keys in a query string). */
export function startsLikeKey(value: string): boolean {
  return Object.values(API_KEY_PREFIXES).some((prefix) => value.startsWith(prefix));
}
