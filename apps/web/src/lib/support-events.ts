/**
 * Events for the support widget, which any part of the app may send. The spec (error catalogue): a
 * message containing 'uploads exceeded' sends an exceed-limit event to the support widget; every
 * API error passes through `sendExceedLimitEventIf` (lib/api-client.ts), so each upload path does.
 */
export type SupportRequest = { context: "uploads_exceeded"; detail: string } | { context: null };

type Listener = (request: SupportRequest) => void;
const listeners = new Set<Listener>();

export function requestSupport(request: SupportRequest): void {
  for (const listener of [...listeners]) listener(request);
}

/** The widget listens; returns the unsubscribe. */
export function onSupportRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const UPLOADS_EXCEEDED = "uploads exceeded";

export function sendExceedLimitEventIf(message: string): void {
  if (message.toLowerCase().includes(UPLOADS_EXCEEDED)) requestSupport({ context: "uploads_exceeded", detail: message });
}
