import { useSuspenseQuery } from "@tanstack/react-query";
import type { User } from "@folio/contract";
import { currentUserQuery } from "@/lib/session";

/** The user on a signed-in page; the route has already loaded it, so this never waits in practice. */
export function useSignedInUser(): User {
  return useSuspenseQuery(currentUserQuery).data;
}
