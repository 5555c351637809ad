import { useRef, useState } from "react";
import type { ProfileUpdate } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUpdateProfile } from "../api/use-update-profile";
import {
  FIELD_REQUIRED_MESSAGES,
  MISSING_FIELDS_MESSAGE,
  canSubmitCompletion,
  isMissing,
  isProfession,
  missingFields,
  type ProfileDraft,
  type ProfileField,
} from "../profile-form-rules";
import { NameFields } from "./name-fields";
import { ProfessionSelect } from "./profession-select";

interface ProfileCompletionFormProps {
  userId: string;
  initial: ProfileDraft;
}

type FieldErrors = Partial<Record<ProfileField, string>>;

/**
 * The first-run form: every field required, an error under a field left empty after focusing it,
 * a general error when submitted with a field missing, and every error cleared by the next change.
 * Not a <form>: Enter in a field does not submit (the spec's rule); the button does.
 */
export function ProfileCompletionForm({ userId, initial }: ProfileCompletionFormProps) {
  const update = useUpdateProfile(userId);
  const [draft, setDraft] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [generalError, setGeneralError] = useState<string>();
  // The select's trigger loses focus when its list opens; that is not "leaving the field".
  const professionOpen = useRef(false);

  function change(field: ProfileField, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    setFieldErrors({});
    setGeneralError(undefined);
  }

  function leave(field: ProfileField) {
    if (isMissing(draft, field)) setFieldErrors((e) => ({ ...e, [field]: FIELD_REQUIRED_MESSAGES[field] }));
  }

  function submit() {
    const missing = missingFields(draft);
    if (missing.length > 0 || !isProfession(draft.profession)) {
      setFieldErrors(Object.fromEntries(missing.map((field) => [field, FIELD_REQUIRED_MESSAGES[field]])));
      setGeneralError(MISSING_FIELDS_MESSAGE);
      return;
    }
    void save({ first_name: draft.first_name.trim(), last_name: draft.last_name.trim(), profession: draft.profession });
  }

  // mutateAsync, not mutate's callbacks: saving closes the overlay, and callbacks of an unmounted
  // component never run, so the welcome would be lost.
  async function save(body: ProfileUpdate) {
    try {
      const profile = await update.mutateAsync(body);
      toast.success(`Welcome ${profile.first_name}!`);
    } catch (err) {
      setGeneralError(errorDetail(err));
    }
  }

  return (
    <div className="grid gap-4">
      {generalError && <Alert tone="error">{generalError}</Alert>}
      <NameFields draft={draft} errorFor={(field) => fieldErrors[field]} onChange={change} onLeave={leave} required />
      <Field label="Profession" error={fieldErrors.profession}>
        <ProfessionSelect
          value={draft.profession}
          onValueChange={(value) => change("profession", value)}
          onOpenChange={(open) => {
            professionOpen.current = open;
          }}
          onBlur={() => {
            if (!professionOpen.current) leave("profession");
          }}
        />
      </Field>
      <Button onClick={submit} disabled={!canSubmitCompletion(draft, update.isPending)} loading={update.isPending} className="mt-2 w-full">
        Continue
      </Button>
    </div>
  );
}
