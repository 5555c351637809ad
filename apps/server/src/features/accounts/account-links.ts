import type { AppDeps } from "../../deps.ts";

/** The address users open links at: PUBLIC_URL when set, otherwise the local server. */
export function publicUrl(deps: AppDeps, pathAndQuery: string): string {
  const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  return new URL(pathAndQuery, base).href;
}
