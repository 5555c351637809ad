import fs from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { processSuite, registerOn, uploadOn } from "../../test-support/process-suite.ts";
import { rawRequest, type RawOutcome } from "../../test-support/raw-http.ts";
import { fuzzCases, routesOf, type Caller, type FuzzCase, type OpenApiDocument } from "../../test-support/fuzz-requests.ts";

/** Fixed, so a failure replays exactly; runs per route and kind of malformation, so the suite stays well under a minute. */
const SEED = 16;
const RUNS = 3;
/** Past the default JSON body limit (MAX_JSON_BYTES, 1 MB). */
const OVERSIZED_BYTES = 1_200_000;
/** What the whole fuzz may add to the server's resident memory (bodies are limited, nothing should be kept). */
const RSS_GROWTH_LIMIT_MB = 300;

function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

/** Why an answer breaks the rule "never a 5xx; every error a JSON body with a human detail", or null. */
function problemWith(outcome: RawOutcome, c: FuzzCase): string | null {
  if (outcome.kind === "closed") return c.expectAnswer ? `the connection closed without an answer (${outcome.error})` : null;
  if (outcome.status >= 500) return `answered ${outcome.status}: ${outcome.body.slice(0, 200)}`;
  if (outcome.status < 400) return null;
  if (!outcome.contentType.includes("application/json")) return `answered ${outcome.status} as "${outcome.contentType}", not JSON: ${JSON.stringify(outcome.body.slice(0, 120))}`;
  let detail: unknown;
  try {
    detail = (JSON.parse(outcome.body) as { detail?: unknown }).detail;
  } catch {
    return `answered ${outcome.status} with a body that is not JSON: ${JSON.stringify(outcome.body.slice(0, 120))}`;
  }
  if (typeof detail !== "string" || detail.trim().length < 3) return `answered ${outcome.status} without a human detail: ${outcome.body.slice(0, 200)}`;
  return null;
}

const short = (c: FuzzCase) => {
  const body = c.request.body;
  const what = !body ? "no body" : body.kind === "stream" ? `${body.size} streamed bytes` : `${body.bytes.length} bytes ${JSON.stringify(body.bytes.subarray(0, 80).toString("utf8"))}`;
  return `${c.request.method} ${c.request.path.slice(0, 160)} as ${c.caller} [${JSON.stringify(c.request.headers).slice(0, 120)}] ${what}`;
};

/**
 * Issue 16: malformed, truncated and oversized requests of every kind to every route of the
 * OpenAPI document the server publishes, as nobody, an anonymous and a registered user, against a
 * real server process (a crash, a hang or a bare 431 from Node only show there). Never a 5xx,
 * every error a JSON {detail}, the server healthy after each route and its memory bounded.
 */
describe.each(["pglite", "postgres"] as const)("malformed requests to every route on %s", (kind) => {
  const suite = processSuite(kind, "fuzz");

  it("answer a 4xx with a JSON detail, keep the server healthy and its memory bounded", async () => {
    // Fuzzed registrations must not use up the limit the test's own users need.
    const server = await suite.start(await suite.env({ REGISTER_RATE_LIMIT: "10000" }));
    const base = server.base;
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApiDocument;
    const routes = routesOf(doc);
    expect(routes.length).toBeGreaterThan(50);

    let users = 0;
    const newCallers = async (): Promise<Record<Exclude<Caller, "none" | "forged">, Record<string, string>>> => {
      users += 1;
      const anon = (await (await fetch(`${base}/api/create-anon-user`)).json()) as { token: string };
      return { anonymous: { authorization: `Bearer ${anon.token}` }, registered: await registerOn(base, `fuzz${users}@example.com`) };
    };
    let callers = await newCallers();
    // A real document, so ids in paths reach the handlers and not only the "no such id" answer.
    const docId = await uploadOn(base, callers.registered, new Blob(["The old mill on the river was built in 1832."]), "mill.txt");
    const rssBefore = residentMb(server.pid);

    const failures: string[] = [];
    for (const route of routes) {
      for (const [kindName, arbitrary] of Object.entries(fuzzCases(route, { plausibleId: docId, oversizedBytes: OVERSIZED_BYTES }))) {
        const run = await fc.check(
          fc.asyncProperty(arbitrary, async (c) => {
            const identity = c.caller === "anonymous" || c.caller === "registered" ? callers[c.caller] : {};
            const outcome = await rawRequest(base, { ...c.request, headers: { ...identity, ...c.request.headers } });
            const problem = problemWith(outcome, c);
            if (problem) throw new Error(problem);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        if (run.failed) {
          const error = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
          failures.push(`${route.method} ${route.template}, ${kindName}: ${error}\n    ${run.counterexample ? short(run.counterexample[0]) : ""}`);
        }
      }
      const health = await fetch(`${base}/health`).then((r) => r.status, (err: Error) => err.message);
      if (health !== 200) {
        failures.push(`/health answered ${health} after the requests to ${route.method} ${route.template}`);
        break;
      }
      // Logging out or deleting the account is a valid request too: carry on with new users.
      const alive = await Promise.all(Object.values(callers).map((headers) => fetch(`${base}/api/users/me`, { headers }).then((r) => r.ok)));
      if (!alive.every(Boolean)) callers = await newCallers();
    }

    expect(failures, `${failures.length} kinds of malformed request were mishandled:\n${failures.join("\n")}`).toEqual([]);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const growth = residentMb(server.pid) - rssBefore;
    expect(growth, `the server's RSS grew by ${growth.toFixed(0)} MB`).toBeLessThan(RSS_GROWTH_LIMIT_MB);
  }, 240_000);
});
