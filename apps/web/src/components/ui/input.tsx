import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { useField } from "./field-context";
import { inputStyles } from "./input-styles";

export function Input({ className, id, type = "text", "aria-describedby": describedBy, "aria-invalid": invalid, ...props }: ComponentProps<"input">) {
  const field = useField();
  return (
    <input
      {...props}
      type={type}
      id={id ?? field?.id}
      aria-describedby={describedBy ?? field?.describedBy}
      aria-invalid={invalid ?? (field?.invalid || undefined)}
      className={cn(inputStyles, className)}
    />
  );
}
