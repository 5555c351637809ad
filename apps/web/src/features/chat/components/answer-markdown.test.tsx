import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { Citation } from "@folio/contract";
import { AnswerMarkdown } from "./answer-markdown";

const cite = (n: number, unit: number): Citation => ({ n, doc_id: "doc_1", doc_name: "Report.pdf", locator: { kind: "page", unit, label: `Page ${unit}` }, quote: `Quote ${n}`, verified: true });

afterEach(cleanup);

describe("AnswerMarkdown", () => {
  it("renders the answer's markdown with each [n] as its source's chip", () => {
    const onOpen = vi.fn();
    render(<AnswerMarkdown text={"According to the documents:\n\n- “It rained.” [1]\n- “It stopped.” [2]"} citations={[cite(1, 2)]} activeSource={null} onOpenSource={onOpen} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    const chip = screen.getByRole("button", { name: "Source 1: Report.pdf, Page 2" });
    fireEvent.click(chip);
    expect(onOpen).toHaveBeenCalledWith(cite(1, 2));
    // [2] lost its source (its quote could not be verified): plain text, not a chip.
    expect(screen.queryByRole("button", { name: /Source 2/ })).toBeNull();
    expect(screen.getByText("[2]")).toBeTruthy();
  });

  it("names a source imported with its reference by author and year", () => {
    const reference = { title: "Street Trees", creators: ["Smith, Ann", "Jones, Bo", "Lee, Cy"], year: 2019, doi: null, in_text: "Smith et al., 2019" };
    render(<AnswerMarkdown text="Trees cool streets. [1]" citations={[{ ...cite(1, 4), locator: { kind: "page", unit: 4, label: "p. 4" }, reference }]} activeSource={null} onOpenSource={vi.fn()} />);
    const chip = screen.getByRole("button", { name: "Source 1: Smith et al., 2019, p. 4" });
    expect(chip.textContent).toBe("1Smith et al., 2019,p. 4");
  });

  it("renders tables and code, and shows raw HTML as text", () => {
    const { container } = render(
      <AnswerMarkdown text={"| a | b |\n|---|---|\n| 1 | 2 |\n\n`x = 1`\n\n<script>alert(1)</script><b>bold</b>"} citations={[]} activeSource={null} onOpenSource={vi.fn()} />,
    );
    expect(screen.getByRole("table")).toBeTruthy();
    expect(container.querySelector("code")?.textContent).toBe("x = 1");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
  });

  it("opens other links in a new tab without access to Folio", () => {
    render(<AnswerMarkdown text="See [the source](https://example.com/report)." citations={[]} activeSource={null} onOpenSource={vi.fn()} />);
    const link = screen.getByRole("link", { name: "the source" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });
});
