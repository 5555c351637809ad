import { splitPersonName as splitName, type CitationStyle, type ReviewReference } from "@folio/contract";
import type { ReviewSource } from "./sources.ts";

const initials = (given: string) =>
  given
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((g) => `${g[0]!.toUpperCase()}.`)
    .join(" ");

function joinNames(names: string[], and: string): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")}${names.length > 2 ? "," : ""} ${and} ${names.at(-1)!}`;
}

function authors(creators: string[], style: CitationStyle): string {
  const names = creators.map(splitName);
  switch (style) {
    case "APA": {
      // APA puts a comma before the ampersand even between two authors.
      const apa = names.map((n) => `${n.family}, ${initials(n.given)}`.replace(/, $/, ""));
      return apa.length <= 1 ? (apa[0] ?? "") : `${apa.slice(0, -1).join(", ")}, & ${apa.at(-1)!}`;
    }
    case "HARVARD":
      return joinNames(names.map((n) => `${n.family}, ${initials(n.given)}`.replace(/, $/, "")), "and");
    case "IEEE":
      return joinNames(names.map((n) => `${initials(n.given)} ${n.family}`.trim()), "and");
    case "MLA":
      if (names.length === 0) return "";
      if (names.length > 2) return `${names[0]!.family}, ${names[0]!.given}, et al`;
      return joinNames(names.map((n, i) => (i === 0 ? `${n.family}, ${n.given}` : `${n.given} ${n.family}`).replace(/, $/, "").trim()), "and");
    case "CHICAGO":
      return joinNames(names.map((n, i) => (i === 0 ? `${n.family}, ${n.given}` : `${n.given} ${n.family}`).replace(/, $/, "").trim()), "and");
  }
}

const end = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`);

/** One reference in the chosen style (plain text; titles are not italicised). */
export function formatReference(source: ReviewSource, style: CitationStyle, n: number): string {
  const who = authors(source.creators, style);
  const year = source.year === null ? "n.d." : String(source.year);
  const doi = source.doi ? ` https://doi.org/${source.doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, "")}` : "";
  switch (style) {
    case "APA":
      return `${who ? `${end(who)} ` : ""}(${year}). ${end(source.title)}${doi}`.trim();
    case "HARVARD":
      return `${who ? `${who} ` : ""}(${year}) ${end(source.title)}${doi}`.trim();
    case "MLA":
      return `${who ? `${end(who)} ` : ""}"${end(source.title)}" ${source.year ?? ""}${source.year === null ? "" : "."}${doi}`.trim();
    case "CHICAGO":
      return `${who ? `${end(who)} ` : ""}${source.year === null ? "" : `${source.year}. `}"${end(source.title)}"${doi}`.trim();
    case "IEEE":
      return `[${n}] ${who ? `${who}, ` : ""}"${source.title}," ${year}.${doi}`.trim();
  }
}

export function referencesOf(sources: ReviewSource[], style: CitationStyle): ReviewReference[] {
  const sorted = style === "IEEE" ? sources : [...sources].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return sorted.map((s, i) => ({ doc_id: s.docId, title: s.title, creators: s.creators, year: s.year, doi: s.doi, formatted: formatReference(s, style, i + 1) }));
}

const sortKey = (s: ReviewSource) => `${s.creators[0] ? splitName(s.creators[0]).family : s.title}`.toLowerCase();

/** Characters BibTeX treats specially, escaped; braces balanced by construction. */
const bibEscape = (s: string) => s.replace(/[\\{}]/g, "").replace(/([&%$#_])/g, "\\$1");

/** The references as BibTeX entries, keyed by first author's family name and year (made unique). */
export function toBibtex(references: ReviewReference[]): string {
  const used = new Map<string, number>();
  return references
    .map((r) => {
      const family = r.creators[0] ? splitName(r.creators[0]).family : r.title.split(/\s+/)[0] ?? "source";
      const base = `${family.normalize("NFKD").replace(/[^A-Za-z0-9]/g, "").toLowerCase() || "source"}${r.year ?? ""}`;
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      const key = count === 1 ? base : `${base}${String.fromCharCode(96 + count)}`;
      const fields = [`  title = {${bibEscape(r.title)}}`];
      if (r.creators.length > 0) fields.push(`  author = {${r.creators.map(bibEscape).join(" and ")}}`);
      if (r.year !== null) fields.push(`  year = {${r.year}}`);
      if (r.doi) fields.push(`  doi = {${bibEscape(r.doi)}}`);
      return `@article{${key},\n${fields.join(",\n")}\n}\n`;
    })
    .join("\n");
}
