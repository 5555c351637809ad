/**
 * A running job's progress on its way to the job's record: at most one write per interval and one
 * at a time, values not yet written merged, and the latest always written (a trailing write), so the
 * record never lags far behind and writes never pile up on a busy database.
 */
export interface ProgressWrites<Progress> {
  /** Queues values; a failed write is reported to `onError` and does not stop the job. */
  push(values: Progress): void;
  /** Writes now, after what is queued, and waits for it (a change of stage); a failure is thrown. */
  write(values: Progress): Promise<void>;
  /** Drops what is not yet written, refuses further values, and waits for the write in flight. */
  stop(): Promise<void>;
}

export function progressWrites<Progress extends object>(
  save: (values: Progress) => Promise<void>,
  everyMs: number,
  onError: (err: unknown) => void,
): ProgressWrites<Progress> {
  let queued: Progress | undefined;
  let lastWrite = 0;
  let trailing: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let stopped = false;

  /** Starts writing what is queued after the write in flight; the promise is that write's. */
  const flush = (): Promise<void> => {
    clearTimeout(trailing);
    trailing = undefined;
    const values = queued;
    queued = undefined;
    if (!values) return inFlight;
    lastWrite = Date.now();
    const written = inFlight.then(() => save(values));
    inFlight = written.catch(() => undefined);
    return written;
  };

  return {
    push(values) {
      if (stopped) return;
      queued = { ...queued, ...values };
      if (trailing) return;
      const wait = everyMs - (Date.now() - lastWrite);
      if (wait <= 0) flush().catch(onError);
      else trailing = setTimeout(() => flush().catch(onError), wait);
    },
    async write(values) {
      if (stopped) return;
      queued = { ...queued, ...values };
      await flush();
    },
    async stop() {
      stopped = true;
      clearTimeout(trailing);
      trailing = undefined;
      queued = undefined;
      await inFlight;
    },
  };
}
