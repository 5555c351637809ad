import { baseName, yearIn, type ReferenceEntry } from "./reference-entry.ts";

/**
 * A small BibTeX reader for reference-manager exports (Zotero's, JabRef's): `@type{key, field = {…}
 * | "…" | number, …}` entries with nested braces, `#` concatenation of quoted parts and macros,
 * `@string`, `@comment` and `@preamble` skipped, LaTeX braces and the common accent commands
 * removed from values. Malformed entries are skipped, never thrown on; input size is the caller's bound.
 */
export function parseBibtex(text: string): ReferenceEntry[] {
  const entries: ReferenceEntry[] = [];
  const macros = new Map<string, string>([["jan", "January"], ["feb", "February"], ["mar", "March"], ["apr", "April"], ["may", "May"], ["jun", "June"], ["jul", "July"], ["aug", "August"], ["sep", "September"], ["oct", "October"], ["nov", "November"], ["dec", "December"]]);
  let i = 0;
  while ((i = text.indexOf("@", i)) !== -1) {
    const head = /^@\s*([A-Za-z]+)\s*([{(])/.exec(text.slice(i, i + 100));
    if (!head?.[1] || !head[2]) {
      i++;
      continue;
    }
    const type = head[1].toLowerCase();
    const open = i + head[0].length - 1;
    const close = matchingClose(text, open, head[2] === "{" ? "{" : "(", head[2] === "{" ? "}" : ")");
    if (close === -1) break;
    const body = text.slice(open + 1, close);
    i = close + 1;
    if (type === "comment" || type === "preamble") continue;
    if (type === "string") {
      const fields = readFields(body, macros);
      for (const [k, v] of fields) macros.set(k, v);
      continue;
    }
    const comma = body.indexOf(",");
    if (comma === -1) continue;
    const fields = new Map(readFields(body.slice(comma + 1), macros));
    entries.push(toEntry(type, fields));
  }
  return entries;
}

function matchingClose(text: string, open: number, o: string, c: string): number {
  let depth = 0;
  let inQuote = false;
  for (let j = open; j < text.length; j++) {
    const ch = text[j];
    if (ch === "\\") {
      j++;
      continue;
    }
    if (ch === '"' && o === "(" && depth === 1) inQuote = !inQuote;
    if (inQuote) continue;
    if (ch === "{" || ch === o) depth++;
    else if (ch === "}" || ch === c) {
      depth--;
      if (depth === 0) return j;
    }
  }
  return -1;
}

/** `name = value, …` pairs; a value is `{…}`, `"…"`, a number or a macro, joined with `#`. */
function readFields(body: string, macros: Map<string, string>): [string, string][] {
  const out: [string, string][] = [];
  let j = 0;
  while (j < body.length) {
    const name = /^[\s,]*([A-Za-z][\w:-]*)\s*=\s*/.exec(body.slice(j));
    if (!name?.[1]) break;
    j += name[0].length;
    let value = "";
    for (;;) {
      const ch = body[j];
      if (ch === "{") {
        const end = matchingClose(body, j, "{", "}");
        if (end === -1) return out;
        value += body.slice(j + 1, end);
        j = end + 1;
      } else if (ch === '"') {
        let end = j + 1;
        let depth = 0;
        while (end < body.length && !(body[end] === '"' && depth === 0)) {
          if (body[end] === "{") depth++;
          if (body[end] === "}") depth--;
          if (body[end] === "\\") end++;
          end++;
        }
        value += body.slice(j + 1, end);
        j = end + 1;
      } else {
        const bare = /^[^\s,#}]+/.exec(body.slice(j));
        if (!bare) break;
        value += macros.get(bare[0].toLowerCase()) ?? bare[0];
        j += bare[0].length;
      }
      const hash = /^\s*#\s*/.exec(body.slice(j));
      if (!hash) break;
      j += hash[0].length;
    }
    out.push([name[1].toLowerCase(), cleanLatex(value)]);
  }
  return out;
}

const ACCENTS: Record<string, Record<string, string>> = {
  "'": { a: "á", e: "é", i: "í", o: "ó", u: "ú", y: "ý", c: "ć", n: "ń", s: "ś", z: "ź", A: "Á", E: "É", I: "Í", O: "Ó", U: "Ú" },
  "`": { a: "à", e: "è", i: "ì", o: "ò", u: "ù", A: "À", E: "È" },
  '"': { a: "ä", e: "ë", i: "ï", o: "ö", u: "ü", y: "ÿ", A: "Ä", O: "Ö", U: "Ü" },
  "^": { a: "â", e: "ê", i: "î", o: "ô", u: "û" },
  "~": { a: "ã", n: "ñ", o: "õ", N: "Ñ" },
  c: { c: "ç", C: "Ç" },
};

/** Accent commands to letters, other commands and braces dropped, whitespace collapsed. */
export function cleanLatex(value: string): string {
  return value
    .replace(/\\([`'"^~c])\s*\{?\\?([A-Za-z])\}?/g, (all, accent: string, letter: string) => ACCENTS[accent]?.[letter] ?? letter)
    .replace(/\\ss\b\s*/g, "ß")
    .replace(/\\(La)?TeX\b\s*/g, (_all, la: string | undefined) => `${la ? "La" : ""}TeX`)
    .replace(/\\&/g, "&")
    .replace(/\\%/g, "%")
    .replace(/\\_/g, "_")
    .replace(/\\[A-Za-z]+\s*/g, "")
    .replace(/[{}]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const ITEM_TYPES: Record<string, string> = {
  article: "journalArticle",
  book: "book",
  inbook: "bookSection",
  incollection: "bookSection",
  inproceedings: "conferencePaper",
  conference: "conferencePaper",
  phdthesis: "thesis",
  mastersthesis: "thesis",
  techreport: "report",
  manual: "manual",
  misc: "document",
  online: "webpage",
  unpublished: "manuscript",
};

function toEntry(type: string, fields: Map<string, string>): ReferenceEntry {
  const people = fields.get("author") || fields.get("editor") || "";
  const creators = people
    .split(/\s+and\s+/i)
    .map((name) => {
      const [last, first] = name.split(",").map((p) => p.trim());
      return (first ? `${first} ${last ?? ""}` : (last ?? "")).trim();
    })
    .filter((n) => n.length > 0);
  // Zotero writes `file = {Full Text PDF:files/12/paper.pdf:application/pdf;…}`; JabRef `:path:PDF`.
  const files = (fields.get("file") ?? "")
    .split(";")
    .map((part) => {
      const pieces = part.split(":");
      return baseName(pieces.length >= 3 ? pieces.slice(1, -1).join(":") : part);
    })
    .filter((f) => f.length > 0);
  return {
    metadata: {
      title: fields.get("title") || fields.get("booktitle") || "Untitled",
      creators,
      year: yearIn(fields.get("year") ?? fields.get("date")),
      doi: fields.get("doi")?.replace(/^https?:\/\/(dx\.)?doi\.org\//i, "") || null,
      item_type: ITEM_TYPES[type] ?? type,
    },
    files,
  };
}
