import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./ui/dialog";

interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The fields, between the title and the buttons. */
  children: ReactNode;
  submitLabel: string;
  /** While the request runs the submit button shows it; the dialog closes when the caller says so. */
  pending?: boolean;
  submitDisabled?: boolean;
  /** For a dialog kept mounted and opened by its caller; by default it is open while rendered. */
  open?: boolean;
  /** Classes for the dialog's panel (a wider one for a list of documents). */
  className?: string;
  onSubmit(): void;
  onClose(): void;
}

/**
 * A small form in a dialog (rename, create): title, fields, Cancel and a submit button. The form
 * checks its fields itself (noValidate), so the messages are the app's, not the browser's.
 */
export function FormDialog({ title, description, children, submitLabel, pending = false, submitDisabled, open = true, className, onSubmit, onClose }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={className}>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
