import { createFileRoute } from "@tanstack/react-router";
import { ConsentPage } from "@/features/assistants";

/** The authorize request's parameters, kept as strings and handed back to POST /oauth/authorize. */
function validateSearch(search: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(search)) if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") kept[name] = String(value);
  return kept;
}

/** /oauth/consent: an assistant asks to connect; signed-out users log in first and come back (the _app layout). */
export const Route = createFileRoute("/_app/oauth/consent")({
  validateSearch,
  component: ConsentRoute,
});

function ConsentRoute() {
  return <ConsentPage request={Route.useSearch()} />;
}
