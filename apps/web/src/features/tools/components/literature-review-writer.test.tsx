import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { LiteratureReview } from "@folio/contract";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { renderWithQuery } from "@/test-support/render-with-query";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { LiteratureReviewWriter } from "./literature-review-writer";

const queued: LiteratureReview = {
  review_id: "rev_1",
  status: "queued",
  progress: 0,
  topic: "urban heat",
  style: "APA",
  model_name: "LOCAL",
  language: "EN",
  knowledge_base_id: "kb_1",
  document_ids: ["doc_1"],
  zotero: null,
  error: null,
  sections: [],
  references: [],
  date_time: "2026-11-25T09:00:00.000Z",
};
const ready: LiteratureReview = { ...queued, status: "ready", progress: 100 };

cleanUpAfterEach();

describe("LiteratureReviewWriter", () => {
  it("refreshes the saved reviews as soon as the open review has finished, so none still reads “queued 0%”", async () => {
    let listCalls = 0;
    fakeFetch({
      "GET /api/knowledge": () => jsonResponse(200, { knowledge_bases: [{ id: "kb_1", name: "Heat papers" }] }),
      "GET /api/literature-reviews": () => jsonResponse(200, { reviews: [++listCalls === 1 ? queued : ready], nextPage: null }),
      "GET /api/literature-reviews/rev_1": () => jsonResponse(200, ready),
    });
    renderWithQuery(<LiteratureReviewWriter />);
    expect(await screen.findByText("(queued 0%)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    // The list polls every 2 s on its own: the finished review refreshes it well before that.
    await waitFor(() => expect(screen.queryByText("(queued 0%)")).toBeNull(), { timeout: 1000 });
    expect(listCalls).toBe(2);
  });
});
