import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorDetail } from "@/lib/api-client";
import { isRegistered } from "@/lib/session";
import { useCurrentUser } from "../api/use-current-user";
import { useVerifyEmail } from "../api/use-verify-email";
import { DEFAULT_AFTER_LOGIN } from "../next-path";
import { AuthLayout } from "./auth-layout";

export function VerifyEmailPage({ token }: { token?: string }) {
  const verification = useVerifyEmail(token);
  const user = useCurrentUser();
  const signedIn = isRegistered(user.data);

  const continueLink = signedIn ? (
    <Button asChild>
      <Link to={DEFAULT_AFTER_LOGIN}>Continue to Folio</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/login">Log in</Link>
    </Button>
  );

  return (
    <AuthLayout title="Verify your e-mail address">
      {!token ? (
        <div className="grid gap-4">
          <Alert tone="error">This verification link is not complete. Open the link from the e-mail again.</Alert>
          {continueLink}
        </div>
      ) : verification.isPending ? (
        <div className="flex items-center justify-center gap-3 py-4 text-sm text-muted-foreground">
          <Spinner label="Verifying" />
          Verifying your e-mail address…
        </div>
      ) : verification.isError ? (
        <div className="grid gap-4">
          <Alert tone="error">{errorDetail(verification.error)}</Alert>
          <p className="text-sm text-muted-foreground">
            {signedIn ? "You can send yourself a new link from Settings." : "Log in to send yourself a new link from Settings."}
          </p>
          {signedIn ? (
            <Button asChild variant="outline">
              <Link to="/settings">Open Settings</Link>
            </Button>
          ) : (
            continueLink
          )}
        </div>
      ) : (
        <div className="grid gap-4">
          <Alert tone="success">{verification.data.detail}</Alert>
          {continueLink}
        </div>
      )}
    </AuthLayout>
  );
}
