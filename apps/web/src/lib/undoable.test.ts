import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { clearToasts, TOAST_DURATION_MS, useToasts } from "./toast";
import { runUndoable, usePendingUndoables } from "./undoable";

describe("runUndoable", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    window.dispatchEvent(new Event("pagehide"));
    vi.useRealTimers();
    clearToasts();
  });

  it("runs the action when the toast's undo window is over, hiding its key meanwhile", () => {
    const run = vi.fn();
    const pending = renderHook(() => usePendingUndoables());
    const toasts = renderHook(() => useToasts());
    act(() => runUndoable({ key: "document:1", title: "Document deleted", description: "report.pdf", run }));
    expect(pending.result.current.has("document:1")).toBe(true);
    expect(toasts.result.current.at(-1)).toMatchObject({ title: "Document deleted", description: "report.pdf", action: { label: "Undo" } });

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(run).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(run).toHaveBeenCalledExactlyOnceWith(false);
    expect(pending.result.current.has("document:1")).toBe(false);
    expect(toasts.result.current).toHaveLength(0);
  });

  it("never runs the action once Undo is pressed", () => {
    const run = vi.fn();
    const toasts = renderHook(() => useToasts());
    const pending = renderHook(() => usePendingUndoables());
    act(() => runUndoable({ key: "document:2", title: "Document deleted", run }));
    act(() => toasts.result.current.at(-1)!.action!.onAction());
    expect(pending.result.current.size).toBe(0);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    window.dispatchEvent(new Event("pagehide"));
    expect(run).not.toHaveBeenCalled();
  });

  it("sends what is waiting at once when the page is left, with keepalive", () => {
    const first = vi.fn();
    const second = vi.fn();
    act(() => {
      runUndoable({ key: "document:3", title: "Document deleted", run: first });
      runUndoable({ key: "document:4", title: "Document deleted", run: second });
    });
    window.dispatchEvent(new Event("pagehide"));
    expect(first).toHaveBeenCalledExactlyOnceWith(true);
    expect(second).toHaveBeenCalledExactlyOnceWith(true);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(first).toHaveBeenCalledOnce();
  });
});
