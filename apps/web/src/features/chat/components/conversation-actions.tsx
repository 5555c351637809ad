import { useState } from "react";
import { MoreHorizontal, Pencil, Eraser, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useClearConversation, useDeleteConversationUndoably, useRenameConversation } from "../api";

interface ConversationActionsProps {
  chatId: string;
  name: string;
  /** Given inside a conversation (clear is offered there, not in the list). */
  onCleared?: () => void;
  onDeleted?: () => void;
}

/** Rename, clear and delete one conversation; clear and delete ask first. */
export function ConversationActions({ chatId, name, onCleared, onDeleted }: ConversationActionsProps) {
  const [dialog, setDialog] = useState<"rename" | "clear" | "delete" | null>(null);
  const [draft, setDraft] = useState(name);
  const rename = useRenameConversation();
  const clear = useClearConversation();
  const remove = useDeleteConversationUndoably();
  const fail = (title: string) => (err: Error) => toast.error(title, err.message);

  const submitRename = () => {
    const next = draft.trim();
    if (!next) return;
    rename.mutate({ id: chatId, name: next }, { onSuccess: () => setDialog(null), onError: fail("Rename failed") });
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${name}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => {
              setDraft(name);
              setDialog("rename");
            }}
          >
            <Pencil aria-hidden="true" /> Rename
          </DropdownMenuItem>
          {onCleared ? (
            <DropdownMenuItem onSelect={() => setDialog("clear")}>
              <Eraser aria-hidden="true" /> Clear messages
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setDialog("delete")} className="text-destructive-text">
            <Trash2 aria-hidden="true" /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <FormDialog
        open={dialog === "rename"}
        title="Rename conversation"
        submitLabel="Save"
        pending={rename.isPending}
        submitDisabled={!draft.trim()}
        onSubmit={submitRename}
        onClose={() => setDialog(null)}
      >
        <Field label="Name" error={draft.trim() ? null : "Name is required"}>
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={200} autoFocus />
        </Field>
      </FormDialog>

      {dialog === "clear" ? (
        <ConfirmDialog
          title="Clear this conversation?"
          description="Every question and answer in it is removed. The conversation stays."
          confirmLabel="Clear"
          onClose={() => setDialog(null)}
          onConfirm={() => {
            clear.mutate(chatId, { onSuccess: () => onCleared?.(), onError: fail("Clear failed") });
            setDialog(null);
          }}
        />
      ) : dialog === "delete" ? (
        <ConfirmDialog
          title="Delete this conversation?"
          description={`“${name}” and its messages are deleted for good.`}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            remove({ id: chatId, name });
            setDialog(null);
            onDeleted?.();
          }}
        />
      ) : null}
    </>
  );
}
