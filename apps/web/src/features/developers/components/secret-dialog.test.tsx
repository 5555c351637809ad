import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { CreatedApiKey } from "@folio/contract";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { SecretDialog } from "./secret-dialog";

const created: CreatedApiKey = {
  id: "key_1",
  name: "my script",
  key_type: "DEVELOPMENT",
  prefix: "folio_dev_abcd",
  scope: { knowledge_base_id: null, doc_ids: null, read_only: false },
  created_at: "2026-11-25T12:00:00.000Z",
  last_used_at: null,
  key: "folio_dev_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
};

describe("SecretDialog", () => {
  cleanUpAfterEach();

  it("shows the secret once with a warning, and copies it whole", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const onClose = vi.fn();
    render(<SecretDialog created={created} onClose={onClose} />);
    expect(screen.getByText(/you will not see it again/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("API key").value).toBe(created.key);
    fireEvent.click(screen.getByRole("button", { name: "Copy the key" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(created.key));
    await screen.findByText("Copied");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("asks once more before closing when the key was not copied", () => {
    const onClose = vi.fn();
    render(<SecretDialog created={created} onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toMatch(/not copied the key/);
    fireEvent.click(screen.getByRole("button", { name: "Close without copying" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
