import { useEffect, useId, useRef, useState } from "react";
import { REFERRAL_ATTRIBUTION_DAYS } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { ALL_ACCEPTED, NECESSARY_ONLY, closeConsentSettings, saveConsent, type ConsentChoices } from "../consent-state";
import { useConsentSettingsOpen, useKnownConsent } from "../use-consent";

const CATEGORIES: { key: keyof ConsentChoices; label: string; description: string }[] = [
  { key: "analytics", label: "Analytics", description: "Count page visits in Folio's own database so we can see which pages help." },
  { key: "recording", label: "Session recording", description: "Record how pages are used, with everything you type and your documents' text hidden, to find what goes wrong." },
  { key: "marketing", label: "Marketing", description: `Let an advertising partner measure whether our ads brought you here, and remember for ${REFERRAL_ATTRIBUTION_DAYS} days whose referral link brought you (the folio_ref cookie).` },
];

/**
 * The cookie banner: shown on every page until the visitor decides, and again from "Cookie settings".
 * Not a modal: the page stays usable, and nothing optional runs before a choice. Pre-rendered pages
 * carry it with its buttons disabled, shown only where index.html's first script found no choice
 * stored (styles.css), so a first visit paints it with the page instead of seconds later when the
 * app arrives (docs/decisions/0039); the app's own banner then replaces it.
 */
export function ConsentBanner() {
  const consent = useKnownConsent();
  const reopened = useConsentSettingsOpen();
  if (consent === undefined) return <BannerBody current={null} reopened={false} prerendered />;
  if (consent !== null && !reopened) return null;
  return <BannerBody current={consent} reopened={reopened} />;
}

function BannerBody({ current, reopened, prerendered = false }: { current: ConsentChoices | null; reopened: boolean; prerendered?: boolean }) {
  const [customising, setCustomising] = useState(false);
  const showCategories = customising || reopened;
  const [draft, setDraft] = useState<ConsentChoices>(current ?? NECESSARY_ONLY);
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);

  // Opened on purpose from "Cookie settings": focus goes to it, and Esc closes it unchanged.
  useEffect(() => {
    if (!reopened) return;
    regionRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeConsentSettings();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [reopened]);

  const decide = (choices: ConsentChoices) => {
    saveConsent(choices);
    closeConsentSettings();
  };

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(
        "fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-t bg-background p-4 shadow-lg",
        "sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[26rem] sm:rounded-lg sm:border",
        focusRing,
        prerendered && "consent-prerendered",
      )}
    >
      <h2 id={headingId} className="text-base font-semibold">
        Cookies and tracking
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Folio keeps what it needs to sign you in and remember your settings. With your permission it also counts visits, records sessions to
        fix problems, and measures ads. You can change this any time under Cookie settings.{" "}
        <a href="/privacy" className={cn("rounded-sm underline underline-offset-4", focusRing)}>
          Privacy policy
        </a>
      </p>
      {showCategories && (
        <ul className="mt-3 grid gap-3" aria-label="Cookie categories">
          <CategoryRow id="consent-necessary" label="Necessary" description="Your session and preferences. Always on." checked disabled />
          {CATEGORIES.map((category) => (
            <CategoryRow
              key={category.key}
              id={`consent-${category.key}`}
              label={category.label}
              description={category.description}
              checked={draft[category.key]}
              onCheckedChange={(checked) => setDraft((d) => ({ ...d, [category.key]: checked }))}
            />
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => decide(ALL_ACCEPTED)} disabled={prerendered}>
          Accept all
        </Button>
        <Button size="sm" variant="outline" onClick={() => decide(NECESSARY_ONLY)} disabled={prerendered}>
          Necessary only
        </Button>
        {showCategories ? (
          <Button size="sm" variant="secondary" onClick={() => decide(draft)}>
            Save choices
          </Button>
        ) : (
          <Button size="sm" variant="ghost" aria-expanded={false} onClick={() => setCustomising(true)} disabled={prerendered}>
            Customise
          </Button>
        )}
      </div>
    </section>
  );
}

function CategoryRow(props: { id: string; label: string; description: string; checked: boolean; disabled?: boolean; onCheckedChange?: (checked: boolean) => void }) {
  return (
    <li className="flex items-start justify-between gap-3">
      <div className="grid gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-description`} className="text-xs text-muted-foreground">
          {props.description}
        </p>
      </div>
      <Switch id={props.id} size="sm" checked={props.checked} disabled={props.disabled} onCheckedChange={props.onCheckedChange} aria-describedby={`${props.id}-description`} />
    </li>
  );
}
