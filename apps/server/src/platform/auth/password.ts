import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes): ~10 ms per hash on this machine.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spend the time of one verification when the account does not exist, so response times do not
 * tell which e-mail addresses have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword("folio-no-such-account");
  await verifyPassword(await dummy, password);
  return false;
}
