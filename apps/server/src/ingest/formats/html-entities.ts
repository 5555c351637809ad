/** The named HTML entities that appear in e-books in practice; unknown names are left as written. */
const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", shy: "\u00ad", ensp: "\u2002", emsp: "\u2003", thinsp: "\u2009",
  zwnj: "\u200c", zwj: "\u200d", mdash: "—", ndash: "–", hellip: "…", lsquo: "‘", rsquo: "’", sbquo: "‚", ldquo: "“", rdquo: "”",
  bdquo: "„", laquo: "«", raquo: "»", lsaquo: "‹", rsaquo: "›", prime: "′", Prime: "″", bull: "•", middot: "·", dagger: "†",
  Dagger: "‡", sect: "§", para: "¶", copy: "©", reg: "®", trade: "™", deg: "°", plusmn: "±", times: "×", divide: "÷",
  frac12: "½", frac14: "¼", frac34: "¾", sup1: "¹", sup2: "²", sup3: "³", micro: "µ", cent: "¢", pound: "£", euro: "€",
  yen: "¥", curren: "¤", iexcl: "¡", iquest: "¿", ordf: "ª", ordm: "º", not: "¬", macr: "¯", acute: "´", cedil: "¸",
  uml: "¨", szlig: "ß", AElig: "Æ", aelig: "æ", OElig: "Œ", oelig: "œ", Oslash: "Ø", oslash: "ø", Aring: "Å", aring: "å",
  ETH: "Ð", eth: "ð", THORN: "Þ", thorn: "þ", hairsp: "\u200a", larr: "←", rarr: "→", uarr: "↑", darr: "↓", harr: "↔",
  minus: "−", le: "≤", ge: "≥", ne: "≠", asymp: "≈", infin: "∞", alpha: "α", beta: "β", gamma: "γ", delta: "δ", pi: "π",
  sigma: "σ", omega: "ω", mu: "μ", lambda: "λ", theta: "θ", epsilon: "ε", Delta: "Δ", Omega: "Ω", Sigma: "Σ",
};

/** Vowel and consonant letters with accents: `&eacute;` → é, built from the entity name's parts. */
const ACCENTS: Record<string, string> = { acute: "\u0301", grave: "\u0300", circ: "\u0302", uml: "\u0308", tilde: "\u0303", cedil: "\u0327", ring: "\u030a", caron: "\u030c" };

function named(name: string): string | undefined {
  const direct = NAMED[name];
  if (direct !== undefined) return direct;
  const m = /^([A-Za-z])(acute|grave|circ|uml|tilde|cedil|ring|caron)$/.exec(name);
  if (!m?.[1] || !m[2]) return undefined;
  return (m[1] + (ACCENTS[m[2]] ?? "")).normalize("NFC");
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
    }
    return named(body) ?? whole;
  });
}
