import crypto from "node:crypto";

/** Letters and digits that cannot be mistaken for one another when read off a phone (no 0/O, 1/I/L, U/V). */
const ALPHABET = "ABCDEFGHJKMNPQRSTWXYZ23456789";
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A new device ID such as "K7QF-9XME-2HWP": 12 random characters (about 58 bits), grouped so a
 * person can type it. Its pairing is guarded by the poll secret, not by the ID being hard to guess.
 */
export function newDeviceId(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = "";
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[crypto.randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}
