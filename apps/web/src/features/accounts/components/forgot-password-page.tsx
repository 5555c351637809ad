import { Link } from "@tanstack/react-router";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorDetail } from "@/lib/api-client";
import { useForgotPassword } from "../api/password-reset";
import { emailError } from "../validation";
import { AuthLayout } from "./auth-layout";
import { textLinkStyles } from "./text-link-styles";

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return emailRef.current?.focus();
    forgot.mutate(email);
  }

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link className={textLinkStyles} to="/login">Back to log in</Link>
        </>
      }
    >
      {forgot.isSuccess ? (
        <div className="grid gap-4">
          <Alert tone="success">{forgot.data.detail}</Alert>
          <p className="text-sm text-muted-foreground">The link is valid for a limited time. Did not get it? Check your spam folder, or try again.</p>
          <Button variant="outline" onClick={() => forgot.reset()}>
            Send another link
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          {forgot.error && <Alert tone="error">{errorDetail(forgot.error)}</Alert>}
          <Field label="E-mail" error={error}>
            <Input ref={emailRef} type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </Field>
          <Button type="submit" loading={forgot.isPending} className="w-full">
            Send reset link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
