import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs on stdout; one logger per process, children carry context. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "folio" }, redact: ["req.headers.authorization", "req.headers.cookie", "password"] });
}
