import { createFileRoute } from "@tanstack/react-router";
import { ApiKeysPage } from "@/features/developers/components/api-keys-page";

/** `buy` and `period` start an API plan's checkout (the /developers table's Buy buttons); the page checks them. */
export interface ApiKeysSearch {
  buy?: string;
  period?: string;
}

const text = (v: unknown) => (typeof v === "string" && v.length <= 40 ? v : undefined);

export const Route = createFileRoute("/_app/developers/apiKeys")({
  validateSearch: (search: Record<string, unknown>): ApiKeysSearch => ({ buy: text(search.buy), period: text(search.period) }),
  component: ApiKeysPage,
});
