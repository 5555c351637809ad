import path from "node:path";

/**
 * The one place that touches process.env (lint forbids it elsewhere): the environment handed to the
 * loader at start, the environment of child processes, and the few variables that are the
 * process's own business rather than Folio's settings. Imports no package, so the ingest sandbox's
 * child (which runs with Node's type stripping) may use it too.
 */
/** This process's environment, as `loadConfig` reads it (or a tool hands it on to the loader). */
export function processEnv(): Readonly<Record<string, string | undefined>> {
  return { ...process.env };
}

/** The environment a child process starts with: this process's, with `overrides` (undefined removes a variable). */
export function childProcessEnv(overrides: Readonly<Record<string, string | undefined>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
  return env;
}

/**
 * `npm start` sets glibc's mmap threshold for the long-lived server process (docs/documents.md,
 * Memory); glibc has read it by the time the app is built, and the tools and children started from
 * then on keep glibc's default.
 */
export function dropServerMemoryTuning(): void {
  delete process.env.MALLOC_MMAP_THRESHOLD_;
}

/** Set by the ingest sandbox for its child: tools get the child's own limit (a process may not raise its hard limit). */
export const SANDBOX_DATA_LIMIT_ENV = "FOLIO_INGEST_DATA_LIMIT";

/** The data limit this process runs under when it is the sandbox's child, else undefined. */
export function sandboxDataLimit(): number | undefined {
  const inherited = Number(process.env[SANDBOX_DATA_LIMIT_ENV]);
  return inherited > 0 ? inherited : undefined;
}

/** The folders of PATH, where installed programs (the offline voices) are looked for. */
export function programSearchPath(): string[] {
  return (process.env.PATH ?? "").split(path.delimiter).filter((dir) => dir !== "");
}
