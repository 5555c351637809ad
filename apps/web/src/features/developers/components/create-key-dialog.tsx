import { useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import { API_KEY_NAME_MAX, MAX_KEYS_OF_TYPE, type ApiKeyType, type CreatedApiKey } from "@folio/contract";
import { FormDialog } from "@/components/form-dialog";
import { OptionSelect } from "@/components/option-select";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorDetail, hasErrorCode } from "@/lib/api-client";
import { DocumentChecklist } from "@/features/folders";
import { useCreateApiKey, useScopeFolders } from "../api";
import { EMPTY_KEY_FORM, keyRequest, type KeyForm, type KeyFormErrors, type ScopeKind } from "../key-form";

const TYPE_HINTS: Record<ApiKeyType, string> = {
  DEVELOPMENT: `To build and try things: up to ${MAX_KEYS_OF_TYPE.DEVELOPMENT}, on any plan.`,
  PRODUCTION: `For programs in use: up to ${MAX_KEYS_OF_TYPE.PRODUCTION}, on a paid API plan.`,
};
const SCOPE_LABELS: Record<ScopeKind, string> = { all: "All my documents and folders", folder: "One folder", documents: "Chosen documents" };

function KeyTypeChoice({ value, onChange }: { value: ApiKeyType; onChange: (t: ApiKeyType) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Type</legend>
      {(["DEVELOPMENT", "PRODUCTION"] as const).map((type) => (
        <label key={type} className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary">
          <input type="radio" name="key-type" value={type} checked={value === type} onChange={() => onChange(type)} className="mt-0.5 size-4 accent-primary" />
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">{type === "DEVELOPMENT" ? "Development" : "Production"}</span>
            <span className="text-xs text-muted-foreground">{TYPE_HINTS[type]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function FolderChoice({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const folders = useScopeFolders(true);
  const list = folders.data ?? [];
  if (folders.isError) return <Alert tone="error">{errorDetail(folders.error)}</Alert>;
  return (
    <Field label="Folder" error={error}>
      <OptionSelect
        options={list.map((f) => f.id)}
        labels={Object.fromEntries(list.map((f) => [f.id, f.name]))}
        value={value}
        onChange={onChange}
        placeholder={folders.isPending ? "Loading folders…" : list.length ? "Choose a folder" : "You have no folder yet"}
        disabled={folders.isPending || list.length === 0}
      />
    </Field>
  );
}

/** Why the server refused the key; a production key without a paid API plan gets the way to buy one. */
function CreateError({ error }: { error: unknown }) {
  return (
    <Alert tone="error">
      {errorDetail(error)}
      {hasErrorCode(error, "api_plan_required") && (
        <>
          {" "}
          <Link to="/developers" hash="api-plans-title" className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
            See the API plans
          </Link>
        </>
      )}
    </Alert>
  );
}

/** Name, type and what the key may reach; the created key (with its secret) goes to `onCreated`. */
export function CreateKeyDialog({ onCreated, onClose }: { onCreated: (key: CreatedApiKey) => void; onClose: () => void }) {
  const [form, setForm] = useState<KeyForm>(EMPTY_KEY_FORM);
  const [errors, setErrors] = useState<KeyFormErrors>({});
  const create = useCreateApiKey();
  const readOnlyId = useId();
  // A change answers the server's last refusal (a production key, say), so its message goes.
  const set = (patch: Partial<KeyForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (create.isError) create.reset();
  };

  const submit = () => {
    const request = keyRequest(form);
    if (!request.ok) return setErrors(request.errors);
    setErrors({});
    create.mutate(request.body, { onSuccess: onCreated });
  };

  return (
    <FormDialog title="Create an API key" submitLabel="Create key" pending={create.isPending} onSubmit={submit} onClose={onClose} className="sm:max-w-xl">
      <Field label="Name" error={errors.name} hint="So you know which program uses it.">
        <Input value={form.name} maxLength={API_KEY_NAME_MAX} autoFocus autoComplete="off" onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <KeyTypeChoice value={form.keyType} onChange={(keyType) => set({ keyType })} />
      <Field label="What it may use">
        <OptionSelect options={["all", "folder", "documents"] as const} labels={SCOPE_LABELS} value={form.scopeKind} onChange={(scopeKind) => set({ scopeKind })} />
      </Field>
      {form.scopeKind === "folder" && <FolderChoice value={form.folderId} onChange={(folderId) => set({ folderId })} error={errors.folder} />}
      {form.scopeKind === "documents" && (
        <div className="grid gap-1">
          <DocumentChecklist
            selected={form.docIds}
            onToggle={(d) => set({ docIds: form.docIds.includes(d.doc_id) ? form.docIds.filter((id) => id !== d.doc_id) : [...form.docIds, d.doc_id] })}
          />
          {errors.documents && <p className="text-sm text-destructive-text">{errors.documents}</p>}
        </div>
      )}
      <div className="flex items-start gap-3">
        <Switch id={readOnlyId} checked={form.readOnly} onCheckedChange={(readOnly) => set({ readOnly })} aria-describedby={`${readOnlyId}-hint`} />
        <div className="grid gap-1">
          <Label htmlFor={readOnlyId}>Read-only</Label>
          <p id={`${readOnlyId}-hint`} className="text-xs text-muted-foreground">
            It can list, read, search and ask, but not upload, change or delete.
          </p>
        </div>
      </div>
      {create.isError && <CreateError error={create.error} />}
    </FormDialog>
  );
}
