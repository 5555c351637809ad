import { describe, expect, it } from "vitest";
import { parseBibtex, cleanLatex } from "./parse-bibtex.ts";
import { parseRis } from "./parse-ris.ts";

const ZOTERO_BIB = String.raw`
@comment{jabref-meta: databaseType:bibtex;}
@string{acm = "Association for Computing Machinery"}
@article{vaswani_attention_2017,
	title = {Attention {Is} {All} {You} {Need}},
	volume = {30},
	url = {https://arxiv.org/abs/1706.03762},
	doi = {10.48550/arXiv.1706.03762},
	journal = {Advances in Neural Information Processing Systems},
	author = {Vaswani, Ashish and Shazeer, Noam and G{\"o}mez, Aidan N.},
	year = {2017},
	file = {Full Text PDF:files/12/Vaswani et al. - 2017 - Attention Is All You Need.pdf:application/pdf},
}

@book{knuth1984,
  author    = "Donald E. Knuth",
  title     = "The {\TeX}book",
  publisher = acm # " Press",
  year      = 1984,
  month     = mar
}
@misc{broken, title = {never closed
`;

describe("parseBibtex", () => {
  it("reads Zotero's export: title without braces, authors first-last, accents, year, DOI, type and the attached file's name", () => {
    const [paper, book, ...rest] = parseBibtex(ZOTERO_BIB);
    expect(rest).toEqual([]);
    expect(paper).toEqual({
      metadata: { title: "Attention Is All You Need", creators: ["Ashish Vaswani", "Noam Shazeer", "Aidan N. Gömez"], year: 2017, doi: "10.48550/arXiv.1706.03762", item_type: "journalArticle" },
      files: ["Vaswani et al. - 2017 - Attention Is All You Need.pdf"],
    });
    expect(book?.metadata).toEqual({ title: "The TeXbook", creators: ["Donald E. Knuth"], year: 1984, doi: null, item_type: "book" });
  });

  it("never throws on junk", () => {
    for (const junk of ["", "@", "@@@{", "@article{", "@article{x, title = }", "}}}}{{{{@", "@string{a = b # c #}"]) expect(() => parseBibtex(junk)).not.toThrow();
  });

  it("cleans LaTeX", () => {
    expect(cleanLatex(String.raw`Schr{\"o}dinger's {\em cat} \& Stra\ss e`)).toBe("Schrödinger's cat & Straße");
  });
});

describe("parseRis", () => {
  it("reads entries with authors, continued lines, year, DOI and attachments", () => {
    const ris = ["TY  - JOUR", "TI  - Deep learning", "AU  - LeCun, Yann", "AU  - Bengio, Yoshua", "PY  - 2015/05/28/", "DO  - 10.1038/nature14539", "L1  - files/7/LeCun - 2015 - Deep learning.pdf", "ER  - ", "", "TY  - BOOK", "T1  - A long", "title on two lines", "ER  -", "AU  - Orphan, Line"].join("\r\n");
    expect(parseRis(ris)).toEqual([
      { metadata: { title: "Deep learning", creators: ["Yann LeCun", "Yoshua Bengio"], year: 2015, doi: "10.1038/nature14539", item_type: "journalArticle" }, files: ["LeCun - 2015 - Deep learning.pdf"] },
      { metadata: { title: "A long title on two lines", creators: [], year: null, doi: null, item_type: "book" }, files: [] },
    ]);
    expect(parseRis("garbage\nER  -\nTY  -")).toEqual([]);
  });
});
