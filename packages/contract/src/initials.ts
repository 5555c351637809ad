/**
 * The avatar's initials: first letters of first and last name, else the first two letters of the
 * e-mail in upper case, else "GU" (guest user).
 */
export function initials(firstName?: string | null, lastName?: string | null, email?: string | null): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (first && last) return (first[0]! + last[0]!).toUpperCase();
  const mail = email?.trim();
  if (mail && mail.length >= 2) return mail.slice(0, 2).toUpperCase();
  return "GU";
}
