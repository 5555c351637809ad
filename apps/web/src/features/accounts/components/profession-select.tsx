import type { ComponentProps } from "react";
import { PROFESSIONS } from "@folio/contract";
import { Select, SelectContent, SelectItem, SelectTrigger } from "@/components/ui/select";

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
    <Select value={value} onValueChange={onValueChange} onOpenChange={onOpenChange} disabled={disabled}>
      <SelectTrigger placeholder="Choose your profession" onBlur={onBlur} />
      <SelectContent>
        {PROFESSIONS.map((profession) => (
          <SelectItem key={profession} value={profession}>
            {profession}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
