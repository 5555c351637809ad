import fs from "node:fs";
import path from "node:path";

export class DatabaseInUseError extends Error {
  constructor(readonly pid: number) {
    super(
      `The embedded database is in use by another Folio process (pid ${pid}). ` +
        "Stop the server first (or set DATABASE_URL to use a PostgreSQL server).",
    );
    this.name = "DatabaseInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite keeps no lock of its own, and two processes writing one data directory corrupt it. A pid
 * file guards it; a stale file left by a crashed process is taken over.
 */
export function acquireDataLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DatabaseInUseError(pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
