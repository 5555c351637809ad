import type { ComponentProps } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger } from "./ui/select";

interface OptionSelectProps<T extends string> {
  /** The choices, in the order shown. */
  options: readonly T[];
  /** What each choice is called on screen; the value itself when left out. */
  labels?: Readonly<Record<NoInfer<T>, string>>;
  /** The chosen option; "" (or any text not among the options) shows the placeholder. */
  value: string;
  onChange(value: NoInfer<T>): void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  onOpenChange?(open: boolean): void;
  onBlur?: ComponentProps<"button">["onBlur"];
}

/** A select over a fixed list of text options (format, length, language, profession, issue). */
export function OptionSelect<T extends string>({ options, labels, value, onChange, id, placeholder, disabled, onOpenChange, onBlur }: OptionSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T)} onOpenChange={onOpenChange} disabled={disabled}>
      <SelectTrigger id={id} placeholder={placeholder} onBlur={onBlur} />
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels ? labels[option] : option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
