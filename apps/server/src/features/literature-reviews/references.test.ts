import { describe, expect, it } from "vitest";
import { formatReference, referencesOf, toBibtex } from "./references.ts";
import type { ReviewSource } from "./sources.ts";

const paper: ReviewSource = { docId: "doc_1", title: "Street trees and urban heat", creators: ["Ada Lovelace", "Grace Hopper"], year: 2021, doi: "10.1000/xyz", units: [] };
const bare: ReviewSource = { docId: "doc_2", title: "cool-roofs", creators: [], year: null, doi: null, units: [] };

describe("references", () => {
  it("formats one paper in each style from its metadata", () => {
    expect(formatReference(paper, "APA", 1)).toBe("Lovelace, A., & Hopper, G. (2021). Street trees and urban heat. https://doi.org/10.1000/xyz");
    expect(formatReference(paper, "HARVARD", 1)).toBe("Lovelace, A. and Hopper, G. (2021) Street trees and urban heat. https://doi.org/10.1000/xyz");
    expect(formatReference(paper, "MLA", 1)).toBe('Lovelace, Ada and Grace Hopper. "Street trees and urban heat." 2021. https://doi.org/10.1000/xyz');
    expect(formatReference(paper, "CHICAGO", 1)).toBe('Lovelace, Ada and Grace Hopper. 2021. "Street trees and urban heat." https://doi.org/10.1000/xyz');
    expect(formatReference(paper, "IEEE", 3)).toBe('[3] A. Lovelace and G. Hopper, "Street trees and urban heat," 2021. https://doi.org/10.1000/xyz');
  });

  it("falls back to the title alone when there is no metadata, and sorts by author or title", () => {
    expect(formatReference(bare, "APA", 1)).toBe("(n.d.). cool-roofs.");
    expect(referencesOf([paper, bare], "APA").map((r) => r.doc_id)).toEqual(["doc_2", "doc_1"]);
    expect(referencesOf([paper, bare], "IEEE").map((r) => r.doc_id)).toEqual(["doc_1", "doc_2"]);
  });

  it("writes BibTeX entries with unique keys and escaped fields", () => {
    const bib = toBibtex(referencesOf([paper, { ...paper, docId: "doc_3", title: "Heat & {shade}" }], "APA"));
    expect(bib).toContain("@article{lovelace2021,\n  title = {Street trees and urban heat},\n  author = {Ada Lovelace and Grace Hopper},\n  year = {2021},\n  doi = {10.1000/xyz}\n}");
    expect(bib).toContain("@article{lovelace2021b,\n  title = {Heat \\& shade}");
  });
});
