import { useRef, useState, type FormEvent } from "react";
import { emailError } from "./validation";

interface Credentials {
  email: string;
  password: string;
}

/**
 * The e-mail and password of the login and sign-up forms: checked on submit, the first wrong field
 * focused with its message, and `onValid` called only when both are right.
 */
export function useCredentialsForm(passwordError: (password: string) => string | undefined, onValid: (credentials: Credentials) => void) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { email: emailError(email), password: passwordError(password) };
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    onValid({ email, password });
  }

  return { email, setEmail, password, setPassword, errors, emailRef, passwordRef, submit };
}
