import type { ComponentProps } from "react";
import { PROFESSIONS } from "@folio/contract";
import { OptionSelect } from "@/components/option-select";

interface ProfessionSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  onOpenChange?: (open: boolean) => void;
  onBlur?: ComponentProps<"button">["onBlur"];
  disabled?: boolean;
}

/** The spec's five professions; an empty value shows the placeholder. */
export function ProfessionSelect({ value, onValueChange, onOpenChange, onBlur, disabled }: ProfessionSelectProps) {
  return (
    <OptionSelect options={PROFESSIONS} value={value} onChange={onValueChange} onOpenChange={onOpenChange} onBlur={onBlur} disabled={disabled} placeholder="Choose your profession" />
  );
}
