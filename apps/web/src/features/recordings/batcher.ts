/** One rrweb event as the contract takes it: a type and a time, the rest as rrweb made it. */
export interface RecordedEvent {
  type: number;
  timestamp: number;
  [field: string]: unknown;
}

export interface RecordingBatch {
  recording_id: string;
  sequence: number;
  page: string;
  events: RecordedEvent[];
}

/** What became of a batch: stored, worth sending again later (offline, 429, 5xx), or never (401, 413: stop recording). */
export type SendOutcome = "sent" | "retry" | "stop";

export interface BatchLimits {
  /** A batch is sent once its events' JSON reaches this size (well under the server's 1 MB)... */
  maxBytes: number;
  /** ...or this many events, whichever comes first; otherwise on the recorder's timer. */
  maxEvents: number;
  /** Batches waiting to be sent again before the recorder gives up (the server is not taking them). */
  maxWaiting: number;
}

export const BATCH_LIMITS: BatchLimits = { maxBytes: 256_000, maxEvents: 500, maxWaiting: 4 };

export interface Batcher {
  push(event: RecordedEvent): void;
  /** Send what is pending now (the timer, the page being hidden); `keepalive` lets it outlive the page. */
  flush(keepalive?: boolean): void;
  /** Drop everything pending and send nothing more (consent withdrawn, or the server refused). */
  stop(): void;
  readonly stopped: boolean;
}

/**
 * Collects a recording's events into numbered batches and sends them one at a time, in order. A
 * batch that could not be sent is kept and sent again before the next; the server stores a resent
 * batch once, by its sequence number.
 */
export function createBatcher(opts: {
  recordingId: string;
  page: string;
  send: (batch: RecordingBatch, keepalive: boolean) => Promise<SendOutcome>;
  onStop: () => void;
  limits?: BatchLimits;
}): Batcher {
  const limits = opts.limits ?? BATCH_LIMITS;
  let pending: RecordedEvent[] = [];
  let pendingBytes = 0;
  let sequence = 0;
  let waiting: RecordingBatch[] = [];
  let sending = false;
  let stopped = false;

  function stop(): void {
    if (stopped) return;
    stopped = true;
    pending = [];
    waiting = [];
    opts.onStop();
  }

  async function drain(keepalive: boolean): Promise<void> {
    if (sending) return;
    sending = true;
    try {
      while (!stopped && waiting.length > 0) {
        const outcome = await opts.send(waiting[0]!, keepalive);
        if (stopped) return;
        if (outcome === "stop") return stop();
        if (outcome === "retry") {
          if (waiting.length > limits.maxWaiting) stop();
          return;
        }
        waiting.shift();
      }
    } finally {
      sending = false;
    }
  }

  function flush(keepalive = false): void {
    if (stopped) return;
    if (pending.length > 0) {
      waiting.push({ recording_id: opts.recordingId, sequence: sequence++, page: opts.page, events: pending });
      pending = [];
      pendingBytes = 0;
    }
    void drain(keepalive);
  }

  return {
    push(event) {
      if (stopped) return;
      pending.push(event);
      pendingBytes += JSON.stringify(event).length;
      if (pendingBytes >= limits.maxBytes || pending.length >= limits.maxEvents) flush();
    },
    flush,
    stop,
    get stopped() {
      return stopped;
    },
  };
}
