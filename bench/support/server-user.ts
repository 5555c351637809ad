import { execFileSync } from "node:child_process";
import { childProcessEnv } from "../../apps/server/src/platform/config.ts";
import { NODE_BIN, REPO_ROOT } from "../../apps/server/src/test-support/server-process.ts";

/**
 * Before a server process starts on `env`'s data: a PRO user without limits, made by the admin CLI
 * (a benchmark uploads more pages, documents and files a day than any plan allows).
 */
export function createUnlimitedUser(env: Record<string, string>, email: string, password: string): void {
  execFileSync(NODE_BIN, ["--import", "tsx", "apps/server/src/cli/admin.ts", "create-user", "--email", email, "--password", password, "--plan", "PRO", "--unlimited"], { cwd: REPO_ROOT, env: childProcessEnv({ ...env, LOG_LEVEL: "warn" }), stdio: "ignore" });
}

/** The user's bearer token on a running server. */
export async function logIn(base: string, email: string, password: string): Promise<string> {
  const login = (await (await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) })).json()) as { token?: string; detail?: string };
  if (!login.token) throw new Error(`login failed: ${login.detail}`);
  return login.token;
}

/** Polls a document every `pollMs` until it is ready; its ingestion failing, or an error answer, is an error. */
export async function waitUntilReady(base: string, headers: Record<string, string>, id: string, pollMs: number): Promise<void> {
  for (;;) {
    const res = await fetch(`${base}/api/documents/${id}`, { headers });
    if (!res.ok) throw new Error(`document ${id} answered ${res.status}: ${await res.text()}`);
    const doc = (await res.json()) as { status: string; error: string | null };
    if (doc.status === "failed") throw new Error(`ingestion failed: ${doc.error}`);
    if (doc.status === "ready") return;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
