import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderHook } from "@testing-library/react";
import { clearToasts, useToasts } from "@/lib/toast";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { renderWithQuery } from "@/test-support/render-with-query";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { ProfileCompletionForm } from "./profile-completion-form";

const empty = { first_name: "", last_name: "", profession: "" };
const button = () => screen.getByRole<HTMLButtonElement>("button", { name: "Continue" });

describe("ProfileCompletionForm", () => {
  cleanUpAfterEach(() => act(() => clearToasts()));

  it("keeps submit disabled until every field is filled in", () => {
    renderWithQuery(<ProfileCompletionForm userId="usr_1" initial={empty} />);
    expect(button().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Lovelace" } });
    expect(button().disabled).toBe(true);
  });

  it("shows a field's error after leaving it empty, and clears errors on the next change", () => {
    renderWithQuery(<ProfileCompletionForm userId="usr_1" initial={empty} />);
    const first = screen.getByLabelText("First name");
    fireEvent.focus(first);
    fireEvent.blur(first);
    expect(screen.getByText("First name is required")).toBeTruthy();
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(first.getAttribute("aria-describedby")).toContain("error");

    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "L" } });
    expect(screen.queryByText("First name is required")).toBeNull();
  });

  it("shows the general error when submitted with a field that holds only spaces", () => {
    renderWithQuery(<ProfileCompletionForm userId="usr_1" initial={{ first_name: "  ", last_name: "Lovelace", profession: "Writer" }} />);
    expect(button().disabled).toBe(false);
    fireEvent.click(button());
    expect(screen.getByRole("alert").textContent).toContain("Please fill in your first name, last name and profession.");
    expect(screen.getByText("First name is required")).toBeTruthy();
  });

  it("saves the trimmed profile and welcomes the user by first name", async () => {
    const { calls } = fakeFetch({
      "PUT /api/profile": (call) => {
        const body = JSON.parse(String(call.body)) as Record<string, string>;
        return jsonResponse(200, { ...body, profile_image_url: null, email: "ada@example.com" });
      },
      "GET /api/users/me": () => jsonResponse(401, { detail: "Please log in to continue." }),
    });
    const toasts = renderHook(() => useToasts());
    renderWithQuery(<ProfileCompletionForm userId="usr_1" initial={{ first_name: " Ada ", last_name: "Lovelace", profession: "Writer" }} />);
    fireEvent.click(button());
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ first_name: "Ada", last_name: "Lovelace", profession: "Writer" });
    await waitFor(() => {
      toasts.rerender();
      expect(toasts.result.current.map((t) => t.title)).toContain("Welcome Ada!");
    });
  });

  it("shows the server's message when saving fails", async () => {
    fakeFetch({ "PUT /api/profile": () => jsonResponse(422, { detail: "Some fields are missing or not valid." }) });
    renderWithQuery(<ProfileCompletionForm userId="usr_1" initial={{ first_name: "Ada", last_name: "Lovelace", profession: "Writer" }} />);
    fireEvent.click(button());
    expect((await screen.findByRole("alert")).textContent).toContain("Some fields are missing or not valid.");
  });
});
