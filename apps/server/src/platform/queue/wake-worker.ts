import type { PgBoss } from "pg-boss";

/**
 * Without LISTEN/NOTIFY (PGlite), this process's workers of a kind are woken by its own sends.
 * pg-boss's `notifyWorker(workId)` wakes only the first of the `localConcurrency` workers it
 * started: while that one was busy, a new job waited for another worker's next poll (up to 0.5 s)
 * or for the first to finish. Each send now wakes the next worker holding no job, in turn, and
 * when all hold one, the next in turn, which then fetches again as soon as its job is done instead
 * of waiting out its poll.
 */
export function workerWaker(boss: Pick<PgBoss, "getWipData" | "notifyWorker">): (workId: string) => void {
  const turns = new Map<string, number>();
  return (workId) => {
    const workers = boss.getWipData().filter((w) => w.workId === workId);
    const idle = workers.filter((w) => w.count === 0);
    const pick = idle.length > 0 ? idle : workers;
    const turn = turns.get(workId) ?? 0;
    turns.set(workId, turn + 1);
    const worker = pick[turn % Math.max(1, pick.length)];
    boss.notifyWorker(worker ? worker.id : workId);
  };
}
