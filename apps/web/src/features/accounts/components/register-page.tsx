import { Link } from "@tanstack/react-router";
import { PASSWORD_MIN } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { errorDetail } from "@/lib/api-client";
import { useRegister } from "../api/use-sign-in";
import { useRedirectIfSignedIn } from "../api/use-redirect-if-signed-in";
import { safeNextPath } from "../next-path";
import { useCredentialsForm } from "../use-credentials-form";
import { newPasswordError } from "../validation";
import { AuthLayout } from "./auth-layout";
import { CredentialsEmailField, CredentialsSubmit } from "./credentials-fields";
import { textLinkStyles } from "./text-link-styles";

/** The referral code kept from the link the visitor came by (the affiliate programme), read at submit. */
interface KeptReferral {
  code: () => string | undefined;
  onRegistered: () => void;
}

export function RegisterPage({ next, referral }: { next?: string; referral?: KeptReferral }) {
  const register = useRegister();
  // Once signed in, useRedirectIfSignedIn moves on to the target (replacing this page in history).
  const { email, setEmail, password, setPassword, errors, emailRef, passwordRef, submit } = useCredentialsForm(newPasswordError, (credentials) => {
    const ref = referral?.code();
    register.mutate({ ...credentials, ...(ref ? { ref } : {}) }, { onSuccess: () => referral?.onRegistered() });
  });
  const target = safeNextPath(next);
  useRedirectIfSignedIn(target);

  return (
    <AuthLayout
      title="Create your Folio account"
      description="Upload your documents and ask them anything."
      footer={
        <>
          Already have an account?{" "}
          <Link className={textLinkStyles} to="/login" search={{ next }}>
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {register.error && <Alert tone="error">{errorDetail(register.error)}</Alert>}
        <CredentialsEmailField inputRef={emailRef} value={email} onChange={setEmail} error={errors.email} />
        <Field label="Password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password}>
          <PasswordInput ref={passwordRef} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </Field>
        <CredentialsSubmit label="Create account" pending={register.isPending} next={target} />
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to the{" "}
          <a className={`${textLinkStyles} underline`} href="/terms">
            terms of service
          </a>{" "}
          and the{" "}
          <a className={`${textLinkStyles} underline`} href="/privacy">
            privacy policy
          </a>
          .
        </p>
      </form>
    </AuthLayout>
  );
}
