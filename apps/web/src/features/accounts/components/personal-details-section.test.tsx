import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, renderHook, screen, waitFor } from "@testing-library/react";
import { clearToasts, useToasts } from "@/lib/toast";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { renderWithQuery } from "@/test-support/render-with-query";
import { makeUser } from "@/test-support/users";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { PersonalDetailsSection } from "./personal-details-section";

const user = makeUser();
const profile = { first_name: "Ada", last_name: "Lovelace", profession: "Writer", profile_image_url: null, email: "ada@example.com" };
const save = () => screen.getByRole<HTMLButtonElement>("button", { name: "Save changes" });

describe("PersonalDetailsSection", () => {
  cleanUpAfterEach(() => {
    act(() => clearToasts());
    vi.restoreAllMocks();
  });

  it("shows the e-mail disabled and the saved values", () => {
    renderWithQuery(<PersonalDetailsSection user={user} profile={profile} />);
    const email = screen.getByLabelText<HTMLInputElement>("E-mail");
    expect(email.disabled).toBe(true);
    expect(email.value).toBe("ada@example.com");
    expect(screen.getByLabelText<HTMLInputElement>("First name").value).toBe("Ada");
    expect(save().disabled).toBe(false);
  });

  it("disables Save while a field is empty, and says which", () => {
    renderWithQuery(<PersonalDetailsSection user={user} profile={profile} />);
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: " " } });
    expect(save().disabled).toBe(true);
    expect(screen.getByText("Last name is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Byron" } });
    expect(save().disabled).toBe(false);
  });

  it("disables Save while saving, then shows the spec's success toast", async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeFetch({
      "PUT /api/profile": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/users/me": () => jsonResponse(200, user),
    });
    const toasts = renderHook(() => useToasts());
    renderWithQuery(<PersonalDetailsSection user={user} profile={profile} />);
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Augusta" } });
    fireEvent.click(save());
    await waitFor(() => expect(save().disabled).toBe(true));
    answer(jsonResponse(200, { ...profile, first_name: "Augusta" }));
    await waitFor(() => expect(save().disabled).toBe(false));
    toasts.rerender();
    expect(toasts.result.current[0]).toMatchObject({ kind: "success", title: "Profile Updated", description: "Your profile has been updated successfully" });
  });

  it("shows the spec's failure toast when saving fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fakeFetch({ "PUT /api/profile": () => jsonResponse(500, { detail: "An error occurred. Please try again" }) });
    const toasts = renderHook(() => useToasts());
    renderWithQuery(<PersonalDetailsSection user={user} profile={profile} />);
    fireEvent.click(save());
    await waitFor(() => {
      toasts.rerender();
      expect(toasts.result.current[0]).toMatchObject({
        kind: "error",
        title: "Failed to update profile",
        description: "An error occurred while updating your profile. Please try again",
      });
    });
  });

  it("does not save when Enter is pressed in a field", () => {
    const { fetchMock } = fakeFetch({});
    renderWithQuery(<PersonalDetailsSection user={user} profile={profile} />);
    fireEvent.keyDown(screen.getByLabelText("First name"), { key: "Enter" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector("form")).toBeNull();
  });
});
