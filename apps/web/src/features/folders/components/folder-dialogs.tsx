import { useState } from "react";
import { FOLDER_NAME_MAX, FOLDER_NAME_REQUIRED, type Folder } from "@folio/contract";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormDialog } from "@/components/form-dialog";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateFolder, useDeleteFolderUndoably, useUpdateFolder } from "../api";
import { DocumentChecklist } from "./document-picker";

/** A new folder: its name (required, spec point 5) and the documents it starts with. */
export function CreateFolderDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (folder: Folder) => void }) {
  const [name, setName] = useState("");
  const [docIds, setDocIds] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const create = useCreateFolder();
  const nameError = tried && !name.trim() ? FOLDER_NAME_REQUIRED : null;
  const submit = () => {
    setTried(true);
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), document_ids: docIds },
      {
        onSuccess: (folder) => {
          toast.success("Folder created", folder.name);
          onCreated(folder);
        },
      },
    );
  };
  return (
    <FormDialog title="New folder" description="Name it and choose documents; you can add more later." submitLabel="Create folder" pending={create.isPending} className="max-w-lg" onSubmit={submit} onClose={onClose}>
      <Field label="Folder name" error={nameError ?? (create.isError ? errorDetail(create.error) : null)}>
        <Input value={name} maxLength={FOLDER_NAME_MAX} onChange={(e) => setName(e.target.value)} autoFocus required />
      </Field>
      <DocumentChecklist selected={docIds} onToggle={(d) => setDocIds((ids) => (ids.includes(d.doc_id) ? ids.filter((i) => i !== d.doc_id) : [...ids, d.doc_id]))} />
    </FormDialog>
  );
}

export function RenameFolderDialog({ folder, onClose }: { folder: Pick<Folder, "id" | "name">; onClose: () => void }) {
  const [name, setName] = useState(folder.name);
  const [tried, setTried] = useState(false);
  const update = useUpdateFolder();
  const nameError = tried && !name.trim() ? FOLDER_NAME_REQUIRED : null;
  const submit = () => {
    setTried(true);
    if (!name.trim()) return;
    update.mutate(
      { id: folder.id, name: name.trim() },
      {
        onSuccess: () => {
          toast.success("Folder renamed");
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog title="Rename folder" description="The new name shows everywhere, including its share link." submitLabel="Save" pending={update.isPending} onSubmit={submit} onClose={onClose}>
      <Field label="Folder name" error={nameError ?? (update.isError ? errorDetail(update.error) : null)}>
        <Input value={name} maxLength={FOLDER_NAME_MAX} onChange={(e) => setName(e.target.value)} autoFocus required />
      </Field>
    </FormDialog>
  );
}

/** Deleting a folder keeps its documents; it asks first. */
export function DeleteFolderDialog({ folder, onClose, onDeleted }: { folder: Pick<Folder, "id" | "name">; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteFolderUndoably();
  return (
    <ConfirmDialog
      title={`Delete “${folder.name}”?`}
      description="The folder and its share link are deleted. Its documents stay in your library and its chats stay in your chat list."
      onClose={onClose}
      onConfirm={() => {
        remove(folder);
        onClose();
        onDeleted?.();
      }}
    />
  );
}
