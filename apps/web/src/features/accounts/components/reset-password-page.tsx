import { useRef, useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { PASSWORD_MIN } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { errorDetail } from "@/lib/api-client";
import { useResetPassword } from "../api/password-reset";
import { newPasswordError } from "../validation";
import { AuthLayout } from "./auth-layout";
import { textLinkStyles } from "./text-link-styles";

export function ResetPasswordPage({ token }: { token?: string }) {
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  if (!token) {
    return (
      <AuthLayout title="Choose a new password">
        <div className="grid gap-4">
          <Alert tone="error">This password reset link is not complete. Open the link from the e-mail again, or ask for a new one.</Alert>
          <Button asChild variant="outline">
            <Link to="/forgot-password">Ask for a new link</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: newPasswordError(password),
      confirmation: confirmation === password ? undefined : "The two passwords are not the same.",
    };
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirmation) return confirmationRef.current?.focus();
    reset.mutate({ token: token ?? "", password });
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="Your other sessions will be signed out."
      footer={<Link className={textLinkStyles} to="/login">Back to log in</Link>}
    >
      {reset.isSuccess ? (
        <div className="grid gap-4">
          <Alert tone="success">{reset.data.detail}</Alert>
          <Button asChild>
            <Link to="/login">Log in</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          {reset.error && (
            <Alert tone="error">
              {errorDetail(reset.error)}{" "}
              <Link className={textLinkStyles} to="/forgot-password">Ask for a new link</Link>
            </Alert>
          )}
          <Field label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password}>
            <PasswordInput ref={passwordRef} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          </Field>
          <Field label="Repeat the new password" error={errors.confirmation}>
            <PasswordInput
              ref={confirmationRef}
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              required
            />
          </Field>
          <Button type="submit" loading={reset.isPending} className="w-full">
            Save new password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
