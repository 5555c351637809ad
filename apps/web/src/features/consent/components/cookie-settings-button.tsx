import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { openConsentSettings } from "../consent-state";

/** "Cookie settings": reopens the consent banner with the visitor's current choices. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={cn("rounded-sm", focusRing, className)} onClick={openConsentSettings}>
      Cookie settings
    </button>
  );
}
