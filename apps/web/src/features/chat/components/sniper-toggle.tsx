import { Crosshair, Lock } from "lucide-react";
import { Switch } from "@/components/ui/switch";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";

const SWITCH_ID = "chat-sniper-mode";
const ABOUT = "Sniper mode: every sentence of a model's answer must cite a verified source; sentences without one are removed.";
const LOCKED = "Sniper mode comes with Premium, Pro and Enterprise. Upgrade to use it.";

interface SniperToggleProps {
  /** The user's plan includes sniper mode (PlanLimits.sniperMode). */
  allowed: boolean;
  on: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The composer's strict-grounding switch. On a plan without it the switch stays off but focusable
 * (aria-disabled, not disabled), so a click or Space shows the spec's upgrade toast instead of
 * doing nothing.
 */
export function SniperToggle({ allowed, on, onChange }: SniperToggleProps) {
  return (
    <div className={cn("flex items-center gap-1.5 rounded-md px-1.5 text-xs", !allowed && "text-muted-foreground")}>
      <Tooltip content={allowed ? ABOUT : LOCKED}>
        <Switch
          id={SWITCH_ID}
          size="sm"
          checked={allowed && on}
          aria-disabled={!allowed}
          aria-describedby={`${SWITCH_ID}-about`}
          // The tooltip's trigger writes its own data-state (closed/open) over the switch's, so the checked colour keys on aria-checked.
          className={cn("aria-checked:bg-primary", !allowed && "cursor-not-allowed opacity-50")}
          onCheckedChange={(checked) => (allowed ? onChange(checked) : toast.upgrade())}
        />
      </Tooltip>
      <label htmlFor={SWITCH_ID} className="inline-flex cursor-pointer items-center gap-1 select-none">
        {allowed ? <Crosshair aria-hidden="true" className="size-3.5" /> : <Lock aria-hidden="true" className="size-3.5" />}
        Sniper mode
      </label>
      <span id={`${SWITCH_ID}-about`} className="sr-only">
        {allowed ? ABOUT : LOCKED}
      </span>
    </div>
  );
}
