import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import type { ChatModelList } from "@folio/contract";
import { renderWithQuery } from "@/test-support/render-with-query";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { limitsFor } from "@folio/contract/billing-plans";
import { toast } from "@/lib/toast";
import { makeAnonymousUser, makeUser } from "@/test-support/users";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { Composer } from "./composer";

const MODELS: ChatModelList = {
  models: [
    { name: "GPT4O_MINI", display_name: "GPT-4o Mini", available: false, reason: "Not available on this server", provider: "openai", access: "included", credits_per_answer: 0 },
    { name: "LOCAL", display_name: "Local (offline)", available: true, reason: null, provider: "local", access: "included", credits_per_answer: 0 },
  ],
  default_model: "LOCAL",
  credits: 0,
};

function setup(busy = false, sniper = { allowed: true, on: false }) {
  const onSend = vi.fn();
  const onStop = vi.fn();
  const onSniperChange = vi.fn();
  renderWithQuery(
    <Composer
      busy={busy}
      onSend={onSend}
      onStop={onStop}
      ownDocId="doc_1"
      models={MODELS}
      model="LOCAL"
      planName="Free"
      onModelChange={vi.fn()}
      language="EN"
      onLanguageChange={vi.fn()}
      sniper={{ ...sniper, onChange: onSniperChange }}
    />,
  );
  return { onSend, onStop, onSniperChange, box: screen.getByLabelText("Ask a question about the document") };
}

cleanUpAfterEach(() => vi.restoreAllMocks());

describe("Composer", () => {
  it("Enter sends the question, Shift+Enter does not", () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: "Who built the mill?" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Who built the mill?", [], []);
    expect(box).toHaveProperty("value", "");
  });

  it("does not send an empty question", () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send question" })).toHaveProperty("disabled", true);
  });

  it("while answering: Esc and the stop button stop", () => {
    const { onStop, box } = setup(true);
    fireEvent.keyDown(box, { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Stop answering" }));
    expect(onStop).toHaveBeenCalledTimes(2);
  });

  it("adds PNG or JPEG images and sends them with the question", () => {
    const { onSend, box } = setup();
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = new File([new Uint8Array([0x89, 0x50])], "page.png", { type: "image/png" });
    fireEvent.change(picker, { target: { files: [png] } });
    expect(screen.getByRole("list", { name: "Images in the question" }).textContent).toContain("page.png");
    fireEvent.change(box, { target: { value: "What does it say?" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("What does it say?", [], [png]);
    expect(screen.queryByRole("list", { name: "Images in the question" })).toBeNull();
  });

  it("shows the chosen model and language", () => {
    setup();
    expect(screen.getByRole("combobox", { name: "Model" }).textContent).toContain("Local (offline)");
    expect(screen.getByRole("combobox", { name: "Answer language" }).textContent).toContain("English");
  });

  it("@ offers the user's other ready documents and sends them as at_documents", async () => {
    fakeFetch({
      "GET /api/documents": () =>
        jsonResponse(200, {
          total: 3,
          documents: [
            { doc_id: "doc_1", name: "Own.pdf", status: "ready" },
            { doc_id: "doc_2", name: "Report.pdf", status: "ready" },
            { doc_id: "doc_3", name: "Draft.pdf", status: "processing" },
          ],
        }),
    });
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: "Compare with @rep", selectionStart: 17 } });
    const option = await screen.findByRole("option", { name: "Report.pdf" });
    expect(screen.queryByRole("option", { name: "Own.pdf" })).toBeNull();
    expect(screen.queryByRole("option", { name: "Draft.pdf" })).toBeNull();
    fireEvent.mouseDown(option);
    expect(screen.getByRole("list", { name: "Also ask about" }).textContent).toContain("@Report.pdf");
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Compare with", [{ doc_id: "doc_2", name: "Report.pdf" }], []);
  });

  it("sniper mode on a plan that includes it: a labelled, focusable switch that turns it on", () => {
    const { onSniperChange } = setup(false, { allowed: limitsFor(makeUser({ plan: "PREMIUM", role: "premium" })).sniperMode, on: false });
    const sniper = screen.getByRole("switch", { name: "Sniper mode" });
    expect(sniper.getAttribute("aria-checked")).toBe("false");
    expect(sniper.getAttribute("aria-disabled")).toBe("false");
    expect(sniper.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(sniper.getAttribute("aria-describedby")!)?.textContent).toContain("every sentence");
    sniper.focus();
    expect(document.activeElement).toBe(sniper);
    fireEvent.click(sniper);
    expect(onSniperChange).toHaveBeenCalledWith(true);
  });

  it.each([
    ["a free user", makeUser()],
    ["an anonymous user", makeAnonymousUser()],
  ])("sniper mode for %s: shown off and locked, and trying it shows the upgrade toast", (_kind, user) => {
    const upgrade = vi.spyOn(toast, "upgrade");
    // A choice left on from a paid plan on this device does not switch it on.
    const { onSniperChange } = setup(false, { allowed: limitsFor(user).sniperMode, on: true });
    const sniper = screen.getByRole("switch", { name: "Sniper mode" });
    expect(sniper.getAttribute("aria-checked")).toBe("false");
    expect(sniper.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(sniper.getAttribute("aria-describedby")!)?.textContent).toContain("Upgrade");
    fireEvent.click(sniper);
    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(onSniperChange).not.toHaveBeenCalled();
  });
});
