import { createApp } from "../../apps/server/src/app.ts";
import type { AppDeps } from "../../apps/server/src/deps.ts";

/** One request to the app in process (no network), with the user's bearer token and a JSON or other body. */
export type AppCall = (method: string, url: string, token?: string, body?: RequestInit["body"], json?: boolean) => Promise<Response>;

/**
 * The app in process and one registered user without plan limits (a benchmark uploads and asks more
 * than any plan allows in a day): `call` makes a request, `token` is that user's.
 */
export async function appWithUnlimitedUser(deps: AppDeps, email: string): Promise<{ call: AppCall; token: string }> {
  const app = createApp(deps, { webDist: null });
  const call: AppCall = async (method, url, token, body, json = false) =>
    app.request(url, { method, body, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { "content-type": "application/json" } : {}) } });
  const { token } = (await (await call("POST", "/api/auth/register", undefined, JSON.stringify({ email, password: "long enough" }), true)).json()) as { token: string };
  await deps.db.updateTable("users").set({ unlimited: true }).where("email", "=", email).execute();
  return { call, token };
}
