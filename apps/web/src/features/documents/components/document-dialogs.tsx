import { useState } from "react";
import { documentDisplayName, type Document } from "@folio/contract";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormDialog } from "@/components/form-dialog";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDeleteDocumentUndoably, useRenameDocument } from "../api";

/** Rename a document; an empty name goes back to the file's own name. */
export function RenameDialog({ doc, onClose }: { doc: Document; onClose: () => void }) {
  const [name, setName] = useState(documentDisplayName(doc));
  const rename = useRenameDocument();
  const save = () =>
    rename.mutate(
      { id: doc.doc_id, name },
      {
        onSuccess: () => {
          toast.success("Document renamed");
          onClose();
        },
      },
    );
  return (
    <FormDialog title="Rename document" description={<>Leave it empty to use the file&apos;s name ({doc.name}).</>} submitLabel="Save" pending={rename.isPending} onSubmit={save} onClose={onClose}>
      <Field label="Name" error={rename.isError ? errorDetail(rename.error) : null}>
        <Input value={name} maxLength={255} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
    </FormDialog>
  );
}

/** Deleting removes the file and everything made from it, so it asks first (and the toast offers Undo). */
export function DeleteDialog({ doc, onClose, onDeleted }: { doc: Document; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteDocumentUndoably();
  return (
    <ConfirmDialog
      title={`Delete “${documentDisplayName(doc)}”?`}
      description="The file, its text and its search index are deleted. Chats that cite it will no longer open it."
      onClose={onClose}
      onConfirm={() => {
        remove(doc);
        onClose();
        onDeleted?.();
      }}
    />
  );
}
