import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A stand-in for an outside HTTP service in tests: listens on a free loopback port and hands each
 * request to `handle` once its whole body has been read (as UTF-8 text).
 */
export async function startLoopbackServer(handle: (req: IncomingMessage, body: string, res: ServerResponse) => void, port = 0): Promise<LoopbackServer> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d: Buffer) => (body += d.toString("utf8")));
    req.on("end", () => handle(req, body, res));
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  const address = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${address.port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A fake service's `failNext(n, status)`: the next `n` requests it takes answer with `status`. */
export function failureSwitch() {
  let failures = 0;
  let failStatus = 500;
  return {
    failNext(n: number, status: number) {
      failures = n;
      failStatus = status;
    },
    /** The status to fail this request with, or null when it is to be answered. */
    take(): number | null {
      if (failures <= 0) return null;
      failures--;
      return failStatus;
    },
  };
}
