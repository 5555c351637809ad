import { FOLDER_NAME_MAX } from "@folio/contract";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorDetail } from "@/lib/api-client";
import type { useFolderName } from "../use-folder-name";

interface FolderNameFieldProps {
  field: ReturnType<typeof useFolderName>;
  /** The failed create or rename request, whose reason shows under the field. */
  requestError: unknown;
}

/** The folder name input of the new-folder and rename-folder dialogs. */
export function FolderNameField({ field, requestError }: FolderNameFieldProps) {
  return (
    <Field label="Folder name" error={field.error ?? (requestError ? errorDetail(requestError) : null)}>
      <Input value={field.name} maxLength={FOLDER_NAME_MAX} onChange={(e) => field.setName(e.target.value)} autoFocus required />
    </Field>
  );
}
