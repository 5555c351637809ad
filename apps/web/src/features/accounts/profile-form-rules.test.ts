import { describe, expect, it } from "vitest";
import { PROFESSIONS } from "@folio/contract";
import { canSaveProfile, canSubmitCompletion, draftFromProfile, missingFields } from "./profile-form-rules";

const complete = { first_name: "Ada", last_name: "Lovelace", profession: "Writer" };

describe("profile form rules", () => {
  it("offers exactly the spec's professions", () => {
    expect(PROFESSIONS).toEqual(["Student", "Professionals", "Writer", "Educator", "Legal/Finance"]);
  });

  it("settings Save is disabled while saving or when a field is empty", () => {
    expect(canSaveProfile(complete, false)).toBe(true);
    expect(canSaveProfile(complete, true)).toBe(false);
    expect(canSaveProfile({ ...complete, first_name: "" }, false)).toBe(false);
    expect(canSaveProfile({ ...complete, last_name: "   " }, false)).toBe(false);
    expect(canSaveProfile({ ...complete, profession: "" }, false)).toBe(false);
  });

  it("the completion form waits until every field is filled in", () => {
    expect(canSubmitCompletion({ first_name: "", last_name: "", profession: "" }, false)).toBe(false);
    expect(canSubmitCompletion({ ...complete, profession: "" }, false)).toBe(false);
    expect(canSubmitCompletion(complete, false)).toBe(true);
    expect(canSubmitCompletion(complete, true)).toBe(false);
    // Spaces count as typed, so submitting them reaches the general error.
    expect(canSubmitCompletion({ ...complete, first_name: " " }, false)).toBe(true);
    expect(missingFields({ ...complete, first_name: " " })).toEqual(["first_name"]);
  });

  it("starts a form from the saved profile, leaving an unknown profession unselected", () => {
    expect(draftFromProfile({ ...complete })).toEqual(complete);
    expect(draftFromProfile({ ...complete, profession: "Astronaut" }).profession).toBe("");
    expect(draftFromProfile(null)).toEqual({ first_name: "", last_name: "", profession: "" });
  });
});
