import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { errorDetail } from "@/lib/api-client";
import { useLogin } from "../api/use-sign-in";
import { useRedirectIfSignedIn } from "../api/use-redirect-if-signed-in";
import { safeNextPath } from "../next-path";
import { useCredentialsForm } from "../use-credentials-form";
import { AuthLayout } from "./auth-layout";
import { CredentialsEmailField, CredentialsSubmit } from "./credentials-fields";
import { textLinkStyles } from "./text-link-styles";

interface LoginPageProps {
  next?: string;
  /** A message handed over in the address (a cancelled Google sign-in). */
  externalError?: string;
}

export function LoginPage({ next, externalError }: LoginPageProps) {
  const login = useLogin();
  // Once signed in, useRedirectIfSignedIn moves on to the target (replacing this page in history).
  const { email, setEmail, password, setPassword, errors, emailRef, passwordRef, submit } = useCredentialsForm(
    (p) => (p ? undefined : "Please enter your password."),
    (credentials) => login.mutate(credentials),
  );
  const target = safeNextPath(next);
  useRedirectIfSignedIn(target);

  const serverError = login.error ? errorDetail(login.error) : externalError;

  return (
    <AuthLayout
      title="Log in to Folio"
      description="Welcome back. Pick up where you left off."
      footer={
        <>
          New to Folio?{" "}
          <Link className={textLinkStyles} to="/register" search={{ next }}>
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <CredentialsEmailField inputRef={emailRef} value={email} onChange={setEmail} error={errors.email} />
        <Field label="Password" error={errors.password}>
          <PasswordInput ref={passwordRef} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </Field>
        <div className="-mt-1 text-right text-sm">
          <Link className={textLinkStyles} to="/forgot-password">Forgot your password?</Link>
        </div>
        <CredentialsSubmit label="Log in" pending={login.isPending} next={target} />
      </form>
    </AuthLayout>
  );
}
