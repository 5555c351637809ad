import { Check } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/page-spinner";
import { errorDetail } from "@/lib/api-client";
import type { OAuthAuthorizeQuery } from "@folio/contract";
import { useConsent, useDecide } from "../api";

/**
 * The OAuth consent page (GET /oauth/authorize sends the browser here): the assistant's name and
 * what it may do, then Allow or Deny (POST /api/oauth/authorize), after which the browser goes back
 * to the assistant.
 */
export function ConsentPage({ request }: { request: Record<string, string> }) {
  const consent = useConsent(request);
  const decide = useDecide();
  // The answer is the assistant's redirect_uri (with a code, or access_denied): leave Folio for it.
  const choose = (decision: "allow" | "deny") =>
    decide.mutate({ ...(request as OAuthAuthorizeQuery), decision }, { onSuccess: ({ redirect_to }) => window.location.assign(redirect_to) });
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 lg:py-12">
      <title>Connect an assistant · Folio</title>
      {consent.isPending ? (
        <PageSpinner label="Checking the request" />
      ) : consent.isError ? (
        <Alert tone="error">
          <p className="font-medium">This connection request cannot be used.</p>
          <p>{errorDetail(consent.error)} Start connecting again from your assistant.</p>
        </Alert>
      ) : (
        <Card aria-labelledby="consent-title">
          <CardHeader>
            <CardTitle id="consent-title">
              Allow <span className="break-words">{consent.data.client_name}</span> to use your Folio library?
            </CardTitle>
            <CardDescription>It will act as you, until you disconnect it in Settings. It will be able to:</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <ul className="grid gap-2 text-sm">
              {consent.data.permissions.map((p) => (
                <li key={p} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {p}
                </li>
              ))}
            </ul>
            <p className="text-xs break-all text-muted-foreground">You will be sent back to {consent.data.redirect_uri}</p>
            {decide.isError && <Alert tone="error">{errorDetail(decide.error)}</Alert>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" disabled={decide.isPending || decide.isSuccess} loading={decide.isPending && decide.variables.decision === "deny"} onClick={() => choose("deny")}>
                Deny
              </Button>
              <Button type="button" disabled={decide.isPending || decide.isSuccess} loading={decide.isPending && decide.variables.decision === "allow"} onClick={() => choose("allow")}>
                Allow
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
