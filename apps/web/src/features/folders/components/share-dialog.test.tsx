import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { renderWithQuery } from "@/test-support/render-with-query";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { ShareDialog } from "./share-dialog";

const LINK = { share_id: "shr_1", url: "/shared-chats/shr_1", created_at: "2026-11-26T00:00:00.000Z" };

cleanUpAfterEach();

describe("ShareDialog", () => {
  it("asks before revoking: Cancel keeps the link, confirming revokes it and closes", async () => {
    const { calls } = fakeFetch({
      "GET /api/knowledge/kb_1/share": () => jsonResponse(200, LINK),
      "DELETE /api/knowledge/kb_1/share": () => new Response(null, { status: 204 }),
    });
    const onClose = vi.fn();
    renderWithQuery(<ShareDialog folder={{ id: "kb_1", name: "River notes" }} onClose={onClose} />);
    expect(((await screen.findByLabelText("Share link")) as HTMLInputElement).value).toMatch(/\/shared-chats\/shr_1$/);

    fireEvent.click(screen.getByRole("button", { name: "Revoke link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke the share link?" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(confirm.isConnected).toBe(false);
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Revoke link" }));
    const again = await screen.findByRole("alertdialog", { name: "Revoke the share link?" });
    fireEvent.click(within(again).getByRole("button", { name: "Revoke link" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
