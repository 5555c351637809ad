import os from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { createLimiter } from "../concurrency.ts";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes): ~10 ms per hash on this machine.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and verifications run on libuv's thread pool (four threads), which file reads and writes
 * also use, first in, first out. A burst of 100 registrations queued 100 hashes there: everything
 * else waited behind them, for seconds (docs/benchmarks.md, burst). At most two run at once (two
 * cores' worth, half the pool); the rest wait here, in order, and the pool stays free for files.
 */
const argon2Slots = createLimiter(Math.min(2, os.availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => hash(password, OPTIONS));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots(() => verify(stored, password));
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
