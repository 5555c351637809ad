import fs from "node:fs";
import { fixturePath } from "./fixtures.ts";
import type { FakeZoteroOptions } from "./fake-zotero-server.ts";

/** A small Zotero account for tests: a user library with a paper (and its PDF), a book without one, a collection, and a group. */
export const ZOTERO_USER_ID = 4242;
export const ZOTERO_API_KEY = "P9NiFoyLeZu2bZNvvuQPDWsd";
export const ZOTERO_CONSUMER = { key: "folio-consumer", secret: "folio-consumer-secret" };

export function zoteroAccount(): FakeZoteroOptions {
  const pdf = fs.readFileSync(fixturePath("pdf", "linn.pdf"));
  return {
    userId: ZOTERO_USER_ID,
    username: "ada_reads",
    apiKey: ZOTERO_API_KEY,
    consumer: ZOTERO_CONSUMER,
    libraries: [
      {
        type: "user",
        id: ZOTERO_USER_ID,
        name: "ada_reads",
        version: 120,
        collections: [{ key: "COLL0001", name: "Instruments" }],
        items: [
          {
            key: "ITEM0001",
            collections: ["COLL0001"],
            data: { itemType: "manual", title: "LinnDrum 32 Track MIDI Sequence Recorder", creators: [{ creatorType: "author", firstName: "Roger", lastName: "Linn" }, { creatorType: "author", name: "Linn Electronics" }], date: "1984-03-01", extra: "DOI: 10.5555/linn.1984" },
          },
          { key: "ATTACH01", data: { itemType: "attachment", parentItem: "ITEM0001", linkMode: "imported_file", title: "Full Text PDF", contentType: "application/pdf", filename: "linn.pdf" }, file: pdf },
          { key: "ATTACH02", data: { itemType: "attachment", parentItem: "ITEM0001", linkMode: "linked_file", title: "On my disk", contentType: "application/pdf", path: "/home/ada/linn.pdf" } },
          { key: "ITEM0002", collections: ["COLL0001"], data: { itemType: "book", title: "A Book Without a PDF", creators: [{ creatorType: "editor", firstName: "Grace", lastName: "Hopper" }], date: "1952", DOI: "10.1000/book" } },
        ],
      },
      {
        type: "group",
        id: 777,
        name: "Reading group",
        version: 9,
        collections: [{ key: "GCOLL001", name: "Shared papers" }],
        items: [{ key: "GITEM001", collections: ["GCOLL001"], data: { itemType: "journalArticle", title: "Group Paper on Sequencers", creators: [{ creatorType: "author", firstName: "Tom", lastName: "Oberheim" }], date: "1985" } }],
      },
    ],
  };
}
