import { Email, Password } from "@folio/contract";

/** The contract's own rules and messages, so the form says what the server would say. */
export function emailError(value: string): string | undefined {
  if (!value.trim()) return "Please enter your e-mail address.";
  return Email.safeParse(value).error?.issues[0]?.message;
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return "Please choose a password.";
  return Password.safeParse(value).error?.issues[0]?.message;
}
