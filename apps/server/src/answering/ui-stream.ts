import type { UIMessage, UIMessageChunk } from "ai";
import type { Citation } from "./types.ts";

/** The UI message Folio streams: text plus `data-citation` parts. */
export type AnswerUIMessage = UIMessage<never, { citation: Citation }>;
export type AnswerChunk = UIMessageChunk<never, { citation: Citation }>;

const TEXT_ID = "answer";

/**
 * Writes the AI SDK UI message stream in the contract's order: start, text-start, text-delta…,
 * text-end, data-citation… (one per source), finish. Writes after the reader went away are ignored,
 * so a producer never fails because the user stopped listening.
 */
export class AnswerWriter {
  private textOpen = false;
  private closed = false;

  constructor(private readonly controller: ReadableStreamDefaultController<AnswerChunk>) {}

  start(messageId: string | undefined): void {
    this.enqueue(messageId ? { type: "start", messageId } : { type: "start" });
  }

  text(delta: string): void {
    if (delta === "") return;
    this.openText();
    this.enqueue({ type: "text-delta", id: TEXT_ID, delta });
  }

  /** Opens the text part before any text exists, so the client shows the answer box at once. */
  openText(): void {
    if (this.textOpen) return;
    this.textOpen = true;
    this.enqueue({ type: "text-start", id: TEXT_ID });
  }

  citations(citations: Citation[]): void {
    this.closeText();
    for (const c of citations) this.enqueue({ type: "data-citation", id: `citation-${c.n}`, data: c });
  }

  finish(): void {
    this.closeText();
    this.enqueue({ type: "finish", finishReason: "stop" });
    this.close();
  }

  /** Ends the message with an error the user can read (the cause stays in the server log). */
  fail(errorText: string): void {
    this.closeText();
    this.enqueue({ type: "error", errorText });
    this.close();
  }

  /** The user stopped the answer: what was sent stays, the message ends as aborted. */
  abort(): void {
    this.closeText();
    this.enqueue({ type: "abort", reason: "stopped" });
    this.close();
  }

  /** The reader cancelled the stream: nothing more can be written. */
  detach(): void {
    this.closed = true;
  }

  private closeText(): void {
    if (!this.textOpen) return;
    this.textOpen = false;
    this.enqueue({ type: "text-end", id: TEXT_ID });
  }

  private enqueue(chunk: AnswerChunk): void {
    if (!this.closed) this.controller.enqueue(chunk);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.controller.close();
  }
}
