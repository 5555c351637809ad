import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ProfileDraft } from "../profile-form-rules";

type NameField = "first_name" | "last_name";

const NAME_FIELDS: readonly { field: NameField; label: string; autoComplete: string }[] = [
  { field: "first_name", label: "First name", autoComplete: "given-name" },
  { field: "last_name", label: "Last name", autoComplete: "family-name" },
];

interface NameFieldsProps {
  draft: ProfileDraft;
  errorFor(field: NameField): string | undefined;
  onChange(field: NameField, value: string): void;
  /** The profile completion checks a field as it is left; settings check on save. */
  onLeave?(field: NameField): void;
  required?: boolean;
}

/** First and last name side by side, in the profile completion and the settings' personal details. */
export function NameFields({ draft, errorFor, onChange, onLeave, required }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {NAME_FIELDS.map(({ field, label, autoComplete }) => (
        <Field key={field} label={label} error={errorFor(field)}>
          <Input autoComplete={autoComplete} value={draft[field]} onChange={(e) => onChange(field, e.target.value)} onBlur={onLeave && (() => onLeave(field))} required={required} />
        </Field>
      ))}
    </div>
  );
}
