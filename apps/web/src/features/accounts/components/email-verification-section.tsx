import { BadgeCheck, MailWarning } from "lucide-react";
import type { User } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useResendVerification } from "../api/use-resend-verification";

/** Shows whether the e-mail address is verified, and sends the link again when it is not. */
export function EmailVerificationSection({ user }: { user: User }) {
  const resend = useResendVerification();

  function send() {
    resend.mutate(undefined, {
      onSuccess: (result) => toast.success("Verification e-mail sent", result.detail),
      onError: (err) => toast.error("Could not send the verification e-mail", errorDetail(err)),
    });
  }

  return (
    <Card aria-labelledby="verification-title">
      <CardHeader>
        <CardTitle id="verification-title">E-mail verification</CardTitle>
        <CardDescription>A verified address lets you reset your password and receive account e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        {user.is_verified ? (
          <p className="flex items-start gap-2 text-sm">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
            <span className="min-w-0 break-words">
              <strong className="font-medium">{user.email}</strong> is verified.
            </span>
          </p>
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm">
              <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 break-words">
                <strong className="font-medium">{user.email}</strong> is not verified yet. Open the link we e-mailed you, or get a new one.
              </span>
            </p>
            <Button variant="outline" onClick={send} loading={resend.isPending} className="shrink-0">
              Resend verification e-mail
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
