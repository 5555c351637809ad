import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { loadConfig, type Env } from "./platform/config.ts";
import { REPO_ROOT } from "./test-support/server-process.ts";

// No image can be pulled or built here and no cluster runs: the deployment files are checked
// against the code instead (their settings are ones Folio reads, their probes paths it serves,
// the Dockerfile copies every workspace), and for well-formed YAML.

const DEPLOY = path.join(REPO_ROOT, "deploy");
const read = (p: string) => fs.readFileSync(path.join(REPO_ROOT, p), "utf8");
type Doc = Record<string, unknown>;
const yamlDocs = (p: string): Doc[] =>
  parseAllDocuments(read(p), { merge: true }).map((d) => {
    expect(d.errors, p).toEqual([]);
    return d.toJS() as Doc;
  });

/** Every variable the configuration module reads: the keys of its sections' schemas (a file without one, such as the models' default targets, names none). */
const FOLIO_VARIABLES = new Set(
  fs
    .readdirSync(path.join(REPO_ROOT, "apps/server/src/platform/config"))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => read(`apps/server/src/platform/config/${f}`))
    .filter((source) => source.includes("z.object("))
    .flatMap((source) => [...source.matchAll(/^\s*([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!)),
);
const SERVED_PROBES = ["/health", "/health/live", "/health/ready", "/metrics"];
/** Read by the configuration module but not the server's: the MCP bridge's (on a user's machine) and the test support's. */
const NOT_SERVER_SETTINGS = new Set(["FOLIO_URL", "FOLIO_API_KEY", "TEST_POSTGRES_URL"]);

/** A process's environment as the compose file writes it: `${X:-default}` and `${X:?message}` from `host`, `$$` as `$`. */
const interpolate = (value: string, host: Env) =>
  value.replace(/\$\$|\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (whole, name: string | undefined, op: string | undefined, rest: string | undefined) => {
    if (!name) return "$";
    const set = host[name];
    if (set) return set;
    if (op === "?") throw new Error(`${name} is required: ${rest ?? ""}`);
    return op === "-" ? (rest ?? "") : "";
  });

describe("deploy/docker-compose.yml", () => {
  const [compose] = yamlDocs("deploy/docker-compose.yml") as [{ services: Record<string, Doc & { environment?: Record<string, string>; depends_on?: Record<string, unknown>; command?: string[] }> }];

  it("runs an API process, a worker, PostgreSQL and an S3-compatible store, on Folio's settings only", () => {
    const { app, worker } = compose.services;
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(["app", "worker", "postgres", "minio"]));
    expect(app?.command).toEqual(["npm", "start"]);
    expect(worker?.command).toEqual(["npm", "run", "worker"]);
    expect(app?.environment).toMatchObject({ WORKERS: "false", STORAGE_URL: "s3://folio/blobs", S3_FORCE_PATH_STYLE: "true" });
    expect(worker?.environment?.WORKER_PORT).toBe("9100");
    for (const service of [app, worker]) for (const name of Object.keys(service?.environment ?? {})) expect(FOLIO_VARIABLES, name).toContain(name);
    for (const [name, service] of Object.entries(compose.services)) for (const dep of Object.keys(service.depends_on ?? {})) expect(compose.services, `${name} depends on ${dep}`).toHaveProperty(dep);
    expect((app?.build as Doc).dockerfile).toBe("deploy/Dockerfile");
  });

  it("gives the API process and the worker each a configuration Folio starts with", () => {
    const { app, worker } = compose.services;
    const host = { SESSION_SECRET: "s".repeat(32), JOB_CONCURRENCY: "ingest-document=2" };
    const envOf = (service: typeof app) => Object.fromEntries(Object.entries(service?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), host)]));
    expect(loadConfig(envOf(app))).toMatchObject({ WORKERS: false, storage: { kind: "s3", bucket: "folio" } });
    // The worker's concurrency comes from the host's environment (the machine's cores when unset).
    expect(loadConfig(envOf(worker))).toMatchObject({ WORKER_PORT: 9100, JOB_CONCURRENCY: { "ingest-document": 2 } });
  });
});

describe("deploy/k8s", () => {
  const kustomization = yamlDocs("deploy/k8s/kustomization.yaml")[0] as { resources: string[] };
  const docs = [...kustomization.resources, "secret.example.yaml"].flatMap((f) => yamlDocs(`deploy/k8s/${f}`));

  it("lists every manifest in the kustomization, each a named Kubernetes object", () => {
    const files = fs.readdirSync(path.join(DEPLOY, "k8s")).filter((f) => f.endsWith(".yaml") && f !== "kustomization.yaml" && f !== "secret.example.yaml");
    expect(kustomization.resources.sort()).toEqual(files.sort());
    for (const d of docs) {
      expect(d.apiVersion, JSON.stringify(d).slice(0, 80)).toEqual(expect.any(String));
      expect((d.metadata as Doc).name).toEqual(expect.any(String));
    }
  });

  it("sets only variables Folio reads and probes only paths it serves", () => {
    for (const d of docs) {
      if (d.kind === "ConfigMap" || d.kind === "Secret") {
        for (const name of Object.keys((d.data ?? d.stringData) as Doc)) expect(FOLIO_VARIABLES, name).toContain(name);
      }
      if (d.kind !== "Deployment") continue;
      const containers = ((((d.spec as Doc).template as Doc).spec as Doc).containers ?? []) as Doc[];
      for (const c of containers) {
        for (const e of (c.env ?? []) as { name: string }[]) expect(FOLIO_VARIABLES, e.name).toContain(e.name);
        for (const probe of ["startupProbe", "livenessProbe", "readinessProbe"]) {
          expect(SERVED_PROBES).toContain(((c[probe] as Doc).httpGet as Doc).path);
        }
      }
    }
    const worker = docs.find((d) => d.kind === "Deployment" && (d.metadata as Doc).name === "folio-worker") as Doc;
    expect(JSON.stringify(worker)).toContain('"command":["npm","run","worker"]');
  });

  it("gives the API and worker Deployments, with the ConfigMap and the example Secret, a configuration Folio starts with", () => {
    const data = (kind: string) => docs.filter((d) => d.kind === kind).reduce<Record<string, string>>((all, d) => ({ ...all, ...((d.data ?? d.stringData) as Record<string, string>) }), {});
    const shared = { ...data("ConfigMap"), ...data("Secret") };
    const envOf = (name: string) => {
      const deployment = docs.find((d) => d.kind === "Deployment" && (d.metadata as Doc).name === name) as Doc;
      const [container] = (((deployment.spec as Doc).template as Doc).spec as Doc).containers as { env: { name: string; value: string }[] }[];
      return { ...shared, ...Object.fromEntries(container!.env.map((e) => [e.name, e.value])) };
    };
    expect(loadConfig(envOf("folio-api"))).toMatchObject({ WORKERS: false, PORT: 3000, storage: { kind: "s3", bucket: "folio-blobs", prefix: "prod" } });
    expect(loadConfig(envOf("folio-worker"))).toMatchObject({ WORKER_PORT: 9100, JOB_CONCURRENCY: { "ingest-document": 4 } });
  });
});

describe("docs/deploy.md", () => {
  const named = new Set([...read("docs/deploy.md").matchAll(/`([A-Z][A-Z0-9_]*[A-Z0-9])(?:_<NAME>)?`/g)].map((m) => m[1]!));

  it("documents every variable the server reads", () => {
    const undocumented = [...FOLIO_VARIABLES].filter((name) => !NOT_SERVER_SETTINGS.has(name) && !named.has(name));
    expect(undocumented, "add them to docs/deploy.md").toEqual([]);
    expect(named).toContain("FOLIO_MODEL");
  });
});

describe("deploy/Dockerfile", () => {
  const dockerfile = read("deploy/Dockerfile");

  it("copies every workspace's manifest before npm ci, and every file it names exists", () => {
    const workspaces = (JSON.parse(read("package.json")) as { workspaces: string[] }).workspaces;
    for (const w of workspaces) expect(dockerfile).toContain(`COPY ${w}/package.json ${w}/package.json`);
    for (const [, sources] of dockerfile.matchAll(/^COPY (.+) \S+$/gm)) {
      for (const source of sources!.split(" ")) if (source !== ".") expect(fs.existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
    }
    expect(dockerfile).toMatch(/^CMD \["npm", "start"\]$/m);
  });
});
