import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { renderWithQuery } from "@/test-support/render-with-query";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { DocumentViewer } from "./document-viewer";

// An e-book whose first spine item is a picture-only cover (as The Incomplete Theft's is).
const DOC = { doc_id: "d1", name: "theft.epub", custom_file_name: null, status: "ready", file_type: "epub", unit_kind: "chapter", page_count: 3 };
const OUTLINE = {
  units: [
    { unit: 1, label: "Chapter 1", kind: "chapter" },
    { unit: 2, label: "Chapter 2", kind: "chapter" },
    { unit: 3, label: "Chapter 3: The Incomplete Theft", kind: "chapter" },
  ],
  start_unit: 2,
};
const TEXTS: Record<string, string> = { "1": "", "2": "Release Date: June 21, 2021", "3": "The Incomplete Theft" };

function serve() {
  return fakeFetch({
    "GET /api/documents/d1": () => jsonResponse(200, DOC),
    "GET /api/documents/d1/outline": () => jsonResponse(200, OUTLINE),
    "GET /api/documents/d1/content": (call) => {
      const unit = new URL(call.url, "http://x").searchParams.get("unit") ?? "";
      return jsonResponse(200, { unit: Number(unit), kind: "chapter", label: `Chapter ${unit}`, source: "text", text: TEXTS[unit] ?? "" });
    },
  });
}

describe("DocumentViewer's first unit", () => {
  cleanUpAfterEach();

  it("opens at the document's start (its first unit with text), never fetching the empty cover", async () => {
    const { calls } = serve();
    renderWithQuery(<DocumentViewer docId="d1" />);
    expect(await screen.findByText("Release Date: June 21, 2021")).toBeTruthy();
    expect((screen.getByLabelText("Go to") as HTMLSelectElement).value).toBe("2");
    expect(calls.some((c) => c.url.includes("unit=1"))).toBe(false);
  });

  it("opens at a citation's unit when one is given", async () => {
    serve();
    renderWithQuery(<DocumentViewer docId="d1" locator={{ kind: "chapter", unit: 3, label: "Chapter 3: The Incomplete Theft" }} />);
    expect(await screen.findByText("The Incomplete Theft")).toBeTruthy();
    expect((screen.getByLabelText("Go to") as HTMLSelectElement).value).toBe("3");
  });
});
