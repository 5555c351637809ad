import { baseName, yearIn, type ReferenceEntry } from "./reference-entry.ts";

const ITEM_TYPES: Record<string, string> = {
  JOUR: "journalArticle",
  BOOK: "book",
  CHAP: "bookSection",
  CONF: "conferencePaper",
  CPAPER: "conferencePaper",
  THES: "thesis",
  RPRT: "report",
  ELEC: "webpage",
  GEN: "document",
  MANSCPT: "manuscript",
};

/**
 * RIS (`TY  - JOUR` … `ER  -`): a tag of two capitals or digits, two spaces, a dash; lines that do
 * not start with a tag continue the previous value. Authors from AU/A1 (else editors A2/ED), the
 * title from TI/T1 (else BT/T2), the year from PY/Y1/DA, the DOI from DO, attachments from L1/L4.
 */
export function parseRis(text: string): ReferenceEntry[] {
  const entries: ReferenceEntry[] = [];
  let tags: [string, string][] | null = null;
  let last: [string, string] | null = null;
  for (const raw of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
    const m = /^([A-Z][A-Z0-9]) {2}-(?: (.*))?$/.exec(raw);
    if (!m?.[1]) {
      if (last && raw.trim()) last[1] += ` ${raw.trim()}`;
      continue;
    }
    const tag = m[1];
    const value = (m[2] ?? "").trim();
    if (tag === "TY") {
      tags = [["TY", value]];
      last = null;
      continue;
    }
    if (!tags) continue;
    if (tag === "ER") {
      entries.push(toEntry(tags));
      tags = null;
      last = null;
      continue;
    }
    last = [tag, value];
    tags.push(last);
  }
  return entries;
}

function toEntry(tags: [string, string][]): ReferenceEntry {
  const all = (...names: string[]) => tags.filter(([t]) => names.includes(t)).map(([, v]) => v).filter(Boolean);
  const first = (...names: string[]) => all(...names)[0];
  const authors = all("AU", "A1");
  const people = authors.length ? authors : all("A2", "ED");
  const creators = people.map((name) => {
    const [lastName, firstName] = name.split(",").map((p) => p.trim());
    return (firstName ? `${firstName} ${lastName ?? ""}` : (lastName ?? "")).trim();
  });
  const type = first("TY") ?? "GEN";
  return {
    metadata: {
      title: first("TI", "T1") ?? first("BT", "T2") ?? "Untitled",
      creators: creators.filter((c) => c.length > 0),
      year: yearIn(first("PY", "Y1", "DA")),
      doi: first("DO")?.replace(/^https?:\/\/(dx\.)?doi\.org\//i, "") ?? null,
      item_type: ITEM_TYPES[type] ?? type.toLowerCase(),
    },
    files: all("L1", "L4").map(baseName).filter((f) => f.length > 0),
  };
}
