import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";

interface ChoiceGroupProps<T extends string> {
  legend: string;
  choices: readonly T[];
  labels: Readonly<Record<NoInfer<T>, string>>;
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
}

/** One choice of a few, as native radio buttons drawn as pills: arrow keys move, Tab leaves. */
export function ChoiceGroup<T extends string>({ legend, choices, labels, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <label
            key={c}
            className={cn(
              "cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              c === value ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            <input type="radio" name={name} value={c} checked={c === value} onChange={() => onChange(c)} className="sr-only" />
            {labels[c]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An on/off option with its label beside the switch. */
export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} size="sm" checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/** A whole number in a range; an empty or out-of-range entry keeps the last good value. */
export function NumberField({ label, value, min, max, onChange }: { label: string; value: number; min: number; max: number; onChange(value: number): void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        defaultValue={value}
        className="w-32"
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= min && n <= max) onChange(n);
        }}
      />
    </div>
  );
}
