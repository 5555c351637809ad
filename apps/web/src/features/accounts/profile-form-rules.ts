import { PROFESSIONS, type Profile } from "@folio/contract";

/** The editable part of a profile as typed in a form. */
export interface ProfileDraft {
  first_name: string;
  last_name: string;
  profession: string;
}

export type ProfileField = keyof ProfileDraft;

export const PROFILE_FIELDS: readonly ProfileField[] = ["first_name", "last_name", "profession"];

export const FIELD_REQUIRED_MESSAGES: Record<ProfileField, string> = {
  first_name: "First name is required",
  last_name: "Last name is required",
  profession: "Please choose your profession",
};

export const MISSING_FIELDS_MESSAGE = "Please fill in your first name, last name and profession.";

export const EMPTY_DRAFT: ProfileDraft = { first_name: "", last_name: "", profession: "" };

export function draftFromProfile(profile: Pick<Profile, ProfileField> | null | undefined): ProfileDraft {
  if (!profile) return EMPTY_DRAFT;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    // Only one of the spec's choices can be shown as selected.
    profession: isProfession(profile.profession) ? profile.profession : "",
  };
}

export function isProfession(value: string): value is (typeof PROFESSIONS)[number] {
  return (PROFESSIONS as readonly string[]).includes(value);
}

/** A field counts as missing when it holds nothing but spaces (the server trims names). */
export function isMissing(draft: ProfileDraft, field: ProfileField): boolean {
  return draft[field].trim() === "";
}

export function missingFields(draft: ProfileDraft): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => isMissing(draft, field));
}

/** Settings: Save is disabled while saving or when any field is empty. */
export function canSaveProfile(draft: ProfileDraft, saving: boolean): boolean {
  return !saving && missingFields(draft).length === 0;
}

/**
 * Profile completion: the submit button waits until every field has been filled in. Spaces count as
 * filled here, so submitting them reaches the general "missing field" error the spec asks for.
 */
export function canSubmitCompletion(draft: ProfileDraft, saving: boolean): boolean {
  return !saving && PROFILE_FIELDS.every((field) => draft[field] !== "");
}
