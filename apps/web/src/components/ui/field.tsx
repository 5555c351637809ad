import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { FieldContext } from "./field-context";
import { Label } from "./label";

interface FieldProps {
  label: string;
  /** Shown under the control in the error colour, and announced with it. */
  error?: string | null;
  hint?: string;
  /** Sets the control's id; generated when absent. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled form control with its hint and error text wired up for assistive technology. */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <FieldContext value={{ id: controlId, describedBy, invalid: Boolean(error) }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive-text">
          {error}
        </p>
      )}
    </div>
  );
}
