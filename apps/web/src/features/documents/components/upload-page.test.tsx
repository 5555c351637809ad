import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { INVALID_FILE } from "@folio/contract";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { renderWithQuery } from "@/test-support/render-with-query";
import { uploadDocument } from "../upload-file";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { UploadPage } from "./upload-page";

vi.mock("@tanstack/react-router", () => ({ Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a> }));
vi.mock("../upload-file", () => ({ uploadDocument: vi.fn() }));

const pick = (file: File) => fireEvent.change(screen.getByTestId("document-file-input"), { target: { files: [file] } });

describe("UploadPage", () => {
  beforeEach(() => {
    fakeFetch({ "GET /api/usage": () => jsonResponse(200, { limits: [{ key: "file_size_bytes", label: "Largest file (bytes)", used: 0, total: 1024 }] }) });
  });
  cleanUpAfterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(uploadDocument).mockReset();
  });

  it("refuses an unsupported file with the spec's message, without sending it", async () => {
    renderWithQuery(<UploadPage />);
    pick(new File(["x"], "report.docx"));
    expect((await screen.findByRole("alert")).textContent).toBe(INVALID_FILE);
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it("refuses a file over the plan's size with the limit and the upgrade prompt", async () => {
    const upgrade = vi.spyOn(toast, "upgrade");
    renderWithQuery(<UploadPage />);
    await screen.findByText(/up to 1 KB/);
    pick(new File([new Uint8Array(2048)], "big.pdf"));
    expect((await screen.findByRole("alert")).textContent).toContain("larger than your plan allows (1 KB)");
    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it("shows upload progress, then the server's refusal; a 402 also shows the upgrade prompt", async () => {
    const upgrade = vi.spyOn(toast, "upgrade");
    let progress: (percent: number) => void = () => {};
    let fail: (err: unknown) => void = () => {};
    vi.mocked(uploadDocument).mockImplementation((_file, onProgress) => {
      progress = onProgress;
      return { promise: new Promise((_, reject) => (fail = reject)), abort: vi.fn() };
    });
    renderWithQuery(<UploadPage />);
    pick(new File(["hello"], "notes.txt"));
    expect(uploadDocument).toHaveBeenCalledTimes(1);
    progress(42);
    expect((await screen.findByRole("progressbar", { name: "Uploading notes.txt" })).getAttribute("aria-valuenow")).toBe("42");
    fail(new ApiError(402, "Daily uploads exceeded: your plan allows 1 document per day. Upgrade your plan to upload more."));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Daily uploads exceeded"));
    expect(upgrade).toHaveBeenCalledTimes(1);
  });
});
