import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { Summary } from "@folio/contract";
import { toast } from "@/lib/toast";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { SummaryView } from "./summary-view";

const pasted: Summary = {
  summary_id: "sum_1",
  id: "sum_1",
  name: "Kingfishers nest in burrows",
  source: "TEXT",
  doc_id: null,
  doc_name: null,
  prompt: "nests",
  format: "PARAGRAPH",
  length: "SHORT",
  language: "EN",
  model_name: "LOCAL",
  status: "COMPLETED",
  progress: 100,
  error: null,
  text: "Kingfishers nest in burrows dug into clay banks. [1] The female lays six eggs. [2]",
  citations: [
    { n: 1, doc_id: null, doc_name: null, locator: { kind: "section", unit: 1, label: "Section 1" }, quote: "Kingfishers nest in burrows dug into clay banks.", verified: true },
    { n: 2, doc_id: null, doc_name: null, locator: { kind: "section", unit: 1, label: "Section 1" }, quote: "An invented quote.", verified: false },
  ],
  sections: [],
  date_time: "2026-11-23T09:00:00.000Z",
};

cleanUpAfterEach(() => vi.restoreAllMocks());

describe("SummaryView", () => {
  it("shows the title, source and options, a chip per verified source, and a pasted text's quote on click", () => {
    render(<SummaryView summary={pasted} />);
    expect(screen.getByRole("heading", { name: "Kingfishers nest in burrows" })).toBeTruthy();
    expect(screen.getAllByText("Pasted text", { selector: "p > span" })).toHaveLength(1);
    expect(screen.getByText("nests")).toBeTruthy();
    // [2]'s quote was not verified: plain text, no chip.
    expect(screen.queryByRole("button", { name: /Source 2/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Source 1: Pasted text, Section 1" }));
    const panel = screen.getByRole("complementary", { name: "Source: Pasted text, Section 1" });
    expect(panel.querySelector("mark")?.textContent).toBe("Kingfishers nest in burrows dug into clay banks.");
    fireEvent.click(screen.getByRole("button", { name: "Close source" }));
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("Export PDF on a free plan shows the upgrade toast", async () => {
    fakeFetch({
      "GET /api/summaries/sum_1/pdf": () => jsonResponse(403, { detail: "This feature requires an active subscription. Upgrade now to enjoy this and other exclusive benefits.", code: "upgrade_required" }),
    });
    const upgrade = vi.spyOn(toast, "upgrade");
    render(<SummaryView summary={pasted} />);
    fireEvent.click(screen.getByRole("button", { name: "Export PDF" }));
    await waitFor(() => expect(upgrade).toHaveBeenCalledTimes(1));
  });
});
