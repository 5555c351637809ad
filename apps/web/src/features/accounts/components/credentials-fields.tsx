import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { GoogleSignInButton } from "./google-sign-in-button";

interface CredentialsEmailFieldProps {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

/** The e-mail field of the log-in and sign-up forms (useCredentialsForm's `email`). */
export function CredentialsEmailField({ inputRef, value, onChange, error }: CredentialsEmailFieldProps) {
  return (
    <Field label="E-mail" error={error}>
      <Input ref={inputRef} type="email" autoComplete="email" inputMode="email" value={value} onChange={(e) => onChange(e.target.value)} required />
    </Field>
  );
}

/** The end of the log-in and sign-up forms: the submit button, then sign-in with Google leading to `next`. */
export function CredentialsSubmit({ label, pending, next }: { label: string; pending: boolean; next: string }) {
  return (
    <>
      <Button type="submit" loading={pending} className="w-full">
        {label}
      </Button>
      <GoogleSignInButton next={next} />
    </>
  );
}
