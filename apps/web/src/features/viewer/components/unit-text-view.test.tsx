import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { UnitTextView } from "./unit-text-view";

describe("UnitTextView", () => {
  afterEach(cleanup);

  it("marks the quote in the unit's text and scrolls it into view", () => {
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    render(
      <UnitTextView
        unit={{ unit: 3, kind: "slide", label: "Slide 3", source: "text", text: "Agenda\nQuarterly results\nrose by 12 percent\nQuestions" }}
        quote="results rose by 12 percent"
      />,
    );
    expect(screen.getByRole("article", { name: "Slide 3" })).toBeTruthy();
    const mark = document.querySelector("mark");
    expect(mark?.textContent).toBe("results\nrose by 12 percent");
    expect(scroll).toHaveBeenCalled();
    scroll.mockRestore();
  });

  it("shows the text plain when the quote is not there, and says when a unit is empty", () => {
    const { rerender } = render(<UnitTextView unit={{ unit: 1, kind: "rows", label: "Rows 1-20", source: "text", text: "a,b\n1,2" }} quote="nowhere to be found here" />);
    expect(document.querySelector("mark")).toBeNull();
    rerender(<UnitTextView unit={{ unit: 2, kind: "page", label: "Page 2", source: "ocr", text: "  " }} />);
    expect(screen.getByText("No text was found in this part of the document.")).toBeTruthy();
    expect(screen.getByText("OCR")).toBeTruthy();
  });
});
