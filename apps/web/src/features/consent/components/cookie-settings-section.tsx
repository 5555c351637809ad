import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { openConsentSettings } from "../consent-state";
import { useConsent } from "../use-consent";

/** Settings' "Privacy and cookies" card: what this browser allows, and the way to change it. */
export function CookieSettingsSection() {
  const consent = useConsent();
  const allowed = consent ? [consent.analytics && "analytics", consent.recording && "session recording", consent.marketing && "marketing"].filter(Boolean) : [];
  const summary = consent === null ? "You have not chosen yet." : allowed.length === 0 ? "Only what is necessary." : `Necessary, ${allowed.join(", ")}.`;
  return (
    <Card aria-labelledby="cookies-title">
      <CardHeader>
        <CardTitle id="cookies-title">Privacy and cookies</CardTitle>
        <CardDescription>Your choices for this browser. Withdrawing takes effect at once.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          <span className="font-medium">Allowed:</span> {summary}
        </p>
        <Button variant="outline" onClick={openConsentSettings}>
          Cookie settings
        </Button>
      </CardContent>
    </Card>
  );
}
