import { useRef } from "react";
import { Sparkles } from "lucide-react";
import type { ChatModelList } from "@folio/contract";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger } from "@/components/ui/select";
import { openPlanOverlay } from "@/lib/plan-overlay";
import { modelGroups } from "../model-options";

interface ModelPickerProps {
  list: ChatModelList | undefined;
  model: string;
  onChange: (model: string) => void;
  /** The user's plan's name, for the group of models it includes (planNameOf). */
  planName: string;
  /** The closed picker's size where it sits (the composer's small one, a form's full width). */
  className?: string;
  disabled?: boolean;
  /** Shown while no model is chosen (the list is loading, or the server's default is meant). */
  placeholder?: string;
}

/**
 * A model picker (the chat composer's, the summariser's): what the plan includes, what costs credits and how many the user
 * has, and what needs Premium or Pro (choosing one opens the 'Choose a plan' overlay and keeps the
 * current model). Models this server does not offer are shown disabled, saying so.
 */
export function ModelPicker({ list, model, onChange, planName, className, disabled, placeholder }: ModelPickerProps) {
  const groups = list ? modelGroups(list, planName) : [];
  const options = groups.flatMap((g) => g.options);
  const trigger = useRef<HTMLButtonElement>(null);
  const pick = (name: string) => {
    if (options.find((o) => o.model.name === name)?.opensPlans) {
      // Once the list has closed (it gives focus back to its button on the next task); focus returns to that button.
      setTimeout(() => openPlanOverlay({ returnFocus: trigger.current }), 0);
      return;
    }
    onChange(name);
  };

  return (
    <Select value={model} onValueChange={pick} disabled={disabled}>
      <SelectTrigger ref={trigger} aria-label="Model" className={className} placeholder={placeholder} />
      <SelectContent className="max-w-[min(20rem,calc(100vw-1rem))]">
        {groups.map((group) => (
          <SelectGroup key={group.label}>
            <SelectLabel>{group.label}</SelectLabel>
            {group.options.map(({ model: m, note, disabled, opensPlans }) => (
              <SelectItem key={m.name} value={m.name} disabled={disabled} description={note} className="py-1.5">
                <span className="inline-flex items-center gap-1.5">
                  {m.display_name}
                  {opensPlans ? <Sparkles aria-hidden="true" className="size-3.5 text-primary" /> : null}
                </span>
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}
