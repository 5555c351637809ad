import { performance } from "node:perf_hooks";

/**
 * Temporary files are named after the process writing them (its pid and start time), so a process
 * starting after a crash can tell at once which files died with their writer instead of waiting an
 * hour for them to go stale. Only processes of one machine share a data directory (docs/deploy.md),
 * so the pid is theirs to check.
 */
const THIS_PROCESS = `${process.pid}-${Math.round(performance.timeOrigin)}`;
const OWNER_RE = /^(\d+)-(\d+)\./;

/** A new temporary file name owned by this process. */
export function ownedTempName(id: string): string {
  return `${THIS_PROCESS}.${id}`;
}

/**
 * True when the file's writer has certainly ended: an earlier life of this pid (a restarted
 * container has the same one) or a pid no process has now. A pid that lives may be a writer or a
 * stranger that reused it; either way the file is left to the age rule, as are unnamed files.
 */
export function writerIsGone(name: string): boolean {
  const m = OWNER_RE.exec(name);
  if (!m) return false;
  const pid = Number(m[1]);
  if (pid === process.pid) return `${m[1]}-${m[2]}` !== THIS_PROCESS;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}
