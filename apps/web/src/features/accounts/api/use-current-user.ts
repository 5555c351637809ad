import { useQuery } from "@tanstack/react-query";
import { currentUserQuery } from "@/lib/session";

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
