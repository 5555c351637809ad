import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "./ui/alert-dialog";

interface ConfirmDialogProps {
  title: ReactNode;
  /** What will be lost, and what is kept. */
  description: ReactNode;
  confirmLabel?: string;
  /** While the action runs the button is disabled; the dialog closes only when the caller says so. */
  pending?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something destructive (delete, clear); Cancel has the focus and Escape answers no. */
export function ConfirmDialog({ title, description, confirmLabel = "Delete", pending = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              // Radix would close at once; the caller closes when the action has an answer.
              event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
