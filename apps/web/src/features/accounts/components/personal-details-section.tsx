import { useState } from "react";
import type { Profile, User } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useUpdateProfile } from "../api/use-update-profile";
import { FIELD_REQUIRED_MESSAGES, canSaveProfile, draftFromProfile, isMissing, isProfession, type ProfileField } from "../profile-form-rules";
import { PROFILE_UPDATED, PROFILE_UPDATE_FAILED } from "../profile-messages";
import { NameFields } from "./name-fields";
import { ProfessionSelect } from "./profession-select";

interface PersonalDetailsSectionProps {
  user: User;
  profile: Profile | null;
}

/**
 * Names and profession, with the e-mail shown read-only. Save is a button (Enter in a field does
 * not submit) and stays disabled while saving or while a field is empty.
 */
export function PersonalDetailsSection({ user, profile }: PersonalDetailsSectionProps) {
  const update = useUpdateProfile(user.id);
  const [draft, setDraft] = useState(() =>
    profile ? draftFromProfile(profile) : { first_name: user.first_name ?? "", last_name: user.last_name ?? "", profession: "" },
  );

  // Only fields the user has edited show "required", so a fresh form is not covered in errors.
  const [edited, setEdited] = useState<ReadonlySet<ProfileField>>(new Set());

  function change(field: ProfileField, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    setEdited((fields) => new Set(fields).add(field));
  }

  const errorFor = (field: ProfileField) => (edited.has(field) && isMissing(draft, field) ? FIELD_REQUIRED_MESSAGES[field] : undefined);

  function save() {
    if (!canSaveProfile(draft, update.isPending) || !isProfession(draft.profession)) return;
    update.mutate(
      { first_name: draft.first_name.trim(), last_name: draft.last_name.trim(), profession: draft.profession },
      {
        onSuccess: () => toast.success(PROFILE_UPDATED.title, PROFILE_UPDATED.description),
        onError: (err) => {
          console.error("Saving the profile failed", err);
          toast.error(PROFILE_UPDATE_FAILED.title, PROFILE_UPDATE_FAILED.description);
        },
      },
    );
  }

  return (
    <Card aria-labelledby="personal-details-title">
      <CardHeader>
        <CardTitle id="personal-details-title">Personal details</CardTitle>
        <CardDescription>How Folio addresses you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <NameFields draft={draft} errorFor={errorFor} onChange={change} />
        <Field label="E-mail" hint="The address you log in with. It cannot be changed here.">
          <Input type="email" value={profile?.email ?? user.email ?? ""} disabled readOnly />
        </Field>
        <Field label="Profession" error={errorFor("profession")}>
          <ProfessionSelect value={draft.profession} onValueChange={(value) => change("profession", value)} />
        </Field>
        <div className="flex justify-end">
          <Button onClick={save} disabled={!canSaveProfile(draft, update.isPending)} loading={update.isPending}>
            Save changes
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
