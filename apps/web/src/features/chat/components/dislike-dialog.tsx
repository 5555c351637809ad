import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { OptionSelect } from "@/components/option-select";
import { inputStyles } from "@/components/ui/input-styles";
import { cn } from "@/lib/cn";

const ISSUES = ["Not correct", "Not supported by the document", "Wrong source", "Not helpful", "Wrong language", "Other"];

interface DislikeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (issue: string, details: string) => void;
}

/** Dislike asks what went wrong (the issue) and, optionally, details. */
export function DislikeDialog({ open, onOpenChange, onSubmit }: DislikeDialogProps) {
  const [issue, setIssue] = useState("");
  const [details, setDetails] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!issue) return;
    onSubmit(issue, details.trim());
    onOpenChange(false);
    setIssue("");
    setDetails("");
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>What was wrong with this answer?</DialogTitle>
            <DialogDescription>Your feedback helps improve the answers.</DialogDescription>
          </DialogHeader>
          <Field label="Issue">
            <OptionSelect options={ISSUES} value={issue} onChange={setIssue} placeholder="Choose an issue" />
          </Field>
          <Field label="Details (optional)">
            <textarea value={details} onChange={(e) => setDetails(e.target.value)} rows={3} maxLength={2000} className={cn(inputStyles, "h-auto py-2")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!issue}>
              Send feedback
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
