import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { clearToasts, TOAST_DURATION_MS, useToasts } from "./toast";
import { ApiError } from "./api-client";
import { deleteUndoably, runUndoable, usePendingUndoables, useWithoutPending } from "./undoable";

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

  it("hides pending items from a list until they are undone", () => {
    const items = [{ id: "a" }, { id: "b" }];
    const list = renderHook(() => useWithoutPending(items, (i) => `folder:${i.id}`));
    expect(list.result.current).toEqual(items);
    act(() => runUndoable({ key: "folder:b", title: "Folder deleted", run: vi.fn() }));
    expect(list.result.current).toEqual([{ id: "a" }]);
    const toasts = renderHook(() => useToasts());
    act(() => toasts.result.current.at(-1)!.action!.onAction());
    expect(list.result.current).toEqual(items);
  });

  it("deletes after the window; a failed delete says so and refreshes the list either way", async () => {
    const settle = vi.fn();
    const request = vi.fn((keepalive: boolean) => (keepalive ? Promise.resolve() : Promise.reject(new ApiError(500, "The server could not delete it."))));
    const toasts = renderHook(() => useToasts());
    act(() => deleteUndoably({ key: "conversation:9", title: "Conversation deleted", name: "Mill notes", request, settle }));
    await act(async () => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(request).toHaveBeenCalledExactlyOnceWith(false);
    expect(settle).toHaveBeenCalledOnce();
    expect(toasts.result.current.at(-1)).toMatchObject({ kind: "error", title: "“Mill notes” could not be deleted", description: "The server could not delete it." });
  });
});
