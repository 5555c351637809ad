import { useState } from "react";
import type { Folder } from "@folio/contract";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormDialog } from "@/components/form-dialog";
import { toast } from "@/lib/toast";
import { useCreateFolder, useDeleteFolderUndoably, useUpdateFolder } from "../api";
import { useFolderName } from "../use-folder-name";
import { DocumentChecklist } from "./document-picker";
import { FolderNameField } from "./folder-name-field";

/** A new folder: its name (required, spec point 5) and the documents it starts with. */
export function CreateFolderDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (folder: Folder) => void }) {
  const folderName = useFolderName("");
  const [docIds, setDocIds] = useState<string[]>([]);
  const create = useCreateFolder();
  const submit = () => {
    const name = folderName.submitted();
    if (!name) return;
    create.mutate(
      { name, document_ids: docIds },
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
      <FolderNameField field={folderName} requestError={create.error} />
      <DocumentChecklist selected={docIds} onToggle={(d) => setDocIds((ids) => (ids.includes(d.doc_id) ? ids.filter((i) => i !== d.doc_id) : [...ids, d.doc_id]))} />
    </FormDialog>
  );
}

export function RenameFolderDialog({ folder, onClose }: { folder: Pick<Folder, "id" | "name">; onClose: () => void }) {
  const folderName = useFolderName(folder.name);
  const update = useUpdateFolder();
  const submit = () => {
    const name = folderName.submitted();
    if (!name) return;
    update.mutate(
      { id: folder.id, name },
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
      <FolderNameField field={folderName} requestError={update.error} />
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
