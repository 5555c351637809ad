import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { clampPaneWidth, PaneResizer, PANE_LEAVES_WIDTH, PANE_MIN_WIDTH } from "./pane-resizer";

const ROOM = 1184;

function Harness() {
  const [width, setWidth] = useState(500);
  return <PaneResizer label="Resize the source pane" width={width} containerWidth={() => ROOM} onResize={setWidth} />;
}

afterEach(cleanup);

describe("PaneResizer", () => {
  it("is a labelled vertical separator with its width as value", () => {
    render(<Harness />);
    const handle = screen.getByRole("separator", { name: "Resize the source pane" });
    expect(handle.getAttribute("aria-orientation")).toBe("vertical");
    expect(handle.getAttribute("aria-valuenow")).toBe("500");
    expect(handle.getAttribute("aria-valuemin")).toBe(String(PANE_MIN_WIDTH));
    expect(handle.getAttribute("aria-valuemax")).toBe(String(ROOM - PANE_LEAVES_WIDTH));
    expect(handle.tabIndex).toBe(0);
  });

  it("moves with the arrow keys (Shift for more), Home and End, within its bounds", () => {
    render(<Harness />);
    const handle = screen.getByRole("separator");
    const value = () => Number(handle.getAttribute("aria-valuenow"));
    fireEvent.keyDown(handle, { key: "ArrowLeft" });
    expect(value()).toBe(532);
    fireEvent.keyDown(handle, { key: "ArrowRight", shiftKey: true });
    expect(value()).toBe(436);
    fireEvent.keyDown(handle, { key: "End" });
    expect(value()).toBe(ROOM - PANE_LEAVES_WIDTH);
    fireEvent.keyDown(handle, { key: "ArrowLeft" });
    expect(value()).toBe(ROOM - PANE_LEAVES_WIDTH);
    fireEvent.keyDown(handle, { key: "Home" });
    expect(value()).toBe(PANE_MIN_WIDTH);
  });

  it("keeps a stored width inside a smaller window", () => {
    expect(clampPaneWidth(900, 1000)).toBe(1000 - PANE_LEAVES_WIDTH);
    expect(clampPaneWidth(100, 1000)).toBe(PANE_MIN_WIDTH);
    expect(clampPaneWidth(900, 500)).toBe(PANE_MIN_WIDTH);
  });
});
