/**
 * The model ends its reply with a machine-readable block the user never sees:
 *   <citations>[{"n": 1, "quote": "verbatim words"}]</citations>
 * A tag rather than a heading because models keep tags untranslated whatever language they write in.
 */
export const BLOCK_OPEN = "<citations>";
const OPEN_LOWER = BLOCK_OPEN.toLowerCase();

export interface QuoteClaim {
  n: number;
  quote: string;
}

/**
 * Separates the visible answer from the block while the reply streams. Text is released as soon as
 * it cannot be the start of the block; a tail like "<cit" is held until the next delta decides.
 */
export function createBlockSplitter() {
  let held = "";
  let block: string | null = null;
  return {
    /** Feeds a delta; returns the part that is safe to show now (possibly ""). */
    push(delta: string): string {
      if (block !== null) {
        block += delta;
        return "";
      }
      held += delta;
      const at = held.toLowerCase().indexOf(OPEN_LOWER);
      if (at >= 0) {
        block = held.slice(at);
        const visible = held.slice(0, at);
        held = "";
        return visible;
      }
      const keep = partialOpenLength(held);
      const visible = held.slice(0, held.length - keep);
      held = held.slice(held.length - keep);
      return visible;
    },
    /** Ends the stream: the held tail (it was not a block after all) and the block, if any. */
    end(): { visible: string; block: string | null } {
      const visible = held;
      held = "";
      return { visible, block };
    },
  };
}

/** Length of the longest suffix of `text` that is a proper prefix of the opening tag. */
function partialOpenLength(text: string): number {
  const lower = text.toLowerCase();
  for (let k = Math.min(OPEN_LOWER.length - 1, lower.length); k > 0; k--) {
    if (OPEN_LOWER.startsWith(lower.slice(lower.length - k))) return k;
  }
  return 0;
}

/**
 * Reads the claims of a block, tolerating what models do to JSON: a missing closing tag, a code
 * fence inside the tag, a trailing comma, n written as a string. Unreadable entries are skipped.
 */
export function parseCitationBlock(block: string): QuoteClaim[] {
  const body = block.slice(BLOCK_OPEN.length).replace(/<\/citations>[\s\S]*$/i, "");
  const start = body.indexOf("[");
  const end = body.lastIndexOf("]");
  if (start >= 0 && end > start) {
    try {
      const parsed: unknown = JSON.parse(body.slice(start, end + 1).replace(/,\s*([\]}])/g, "$1"));
      if (Array.isArray(parsed)) return parsed.flatMap(toClaim);
    } catch {
      // fall through to the field-by-field reading below
    }
  }
  const claims: QuoteClaim[] = [];
  for (const m of body.matchAll(/"n"\s*:\s*"?(\d+)"?\s*,\s*"quote"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
    claims.push({ n: Number(m[1]), quote: unescapeJsonString(m[2] ?? "") });
  }
  return claims;
}

function toClaim(entry: unknown): QuoteClaim[] {
  if (typeof entry !== "object" || entry === null) return [];
  const { n, quote } = entry as { n?: unknown; quote?: unknown };
  const num = typeof n === "string" ? Number(n) : n;
  if (typeof num !== "number" || !Number.isInteger(num) || typeof quote !== "string") return [];
  return [{ n: num, quote }];
}

function unescapeJsonString(raw: string): string {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}
