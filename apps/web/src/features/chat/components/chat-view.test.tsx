import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ChatMessage, ChatModelList, Citation, ConversationDetail } from "@folio/contract";
import { renderSignedIn } from "@/test-support/render-with-query";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { makeUser } from "@/test-support/users";
import { ChatView } from "./chat-view";

vi.mock("@tanstack/react-router", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  Link: (await import("@/test-support/plain-link")).PlainLink,
  useNavigate: () => vi.fn(),
}));

const MODELS: ChatModelList = {
  models: [{ name: "LOCAL", display_name: "Local (offline)", available: true, reason: null, provider: "local", access: "included", credits_per_answer: 0 }],
  default_model: "LOCAL",
  credits: 0,
};
const CITATION: Citation = { n: 1, doc_id: "doc_1", doc_name: "mill.txt", locator: { kind: "page", unit: 1, label: "Page 1" }, quote: "built in 1832 by the Harlow family", verified: true };

function message(id: string, role: "user" | "assistant", content: string): ChatMessage {
  return { id, role, content, citations: [], status: "complete", model_name: "LOCAL", language: "EN", feedback: null, date_time: "2026-11-26T04:00:00.000Z" };
}

function conversation(history: ChatMessage[]): ConversationDetail {
  return { chat_id: "chat_1", name: "Mill", doc_id: "doc_1", doc_name: "mill.txt", knowledge_base_id: null, date_time: "2026-11-26T04:00:00.000Z", created_at: "2026-11-26T04:00:00.000Z", chat_history: history, total: history.length };
}

/** A UI message stream the test writes to as a server process would, chunk by chunk. */
function serverStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => new Response(body, { status: 200, headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" } }),
    send: (chunk: unknown) => controller?.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`)),
    end: () => {
      controller?.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller?.close();
    },
  };
}

const answerText = () => screen.getByTestId("answer-text").textContent ?? "";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A first render of the whole chat (markdown, pickers, router stubs) takes seconds on a loaded machine.
describe("ChatView opened while its last question is being answered", { timeout: 30_000 }, () => {
  it("follows the answer from the resume route as it is written, then shows it with its sources", async () => {
    const stream = serverStream();
    const { calls } = fakeFetch({
      "GET /api/chat/models": () => jsonResponse(200, MODELS),
      "GET /api/conversations/chat_1/resume": () => stream.response(),
    });
    renderSignedIn(<ChatView conversation={conversation([message("msg_q", "user", "Who built the old mill?")])} />, makeUser());

    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/api/conversations/chat_1/resume"))).toBe(true));
    stream.send({ type: "start", messageId: "msg_a" });
    stream.send({ type: "text-start", id: "answer" });
    stream.send({ type: "text-delta", id: "answer", delta: "The mill was built " });
    await waitFor(() => expect(answerText()).toContain("The mill was built"));
    // Still being written: Stop is offered, not Send.
    expect(screen.getByRole("button", { name: "Stop answering" })).toBeTruthy();

    stream.send({ type: "text-delta", id: "answer", delta: "by the Harlow family [1]" });
    stream.send({ type: "text-end", id: "answer" });
    stream.send({ type: "data-citation", id: "citation-1", data: CITATION });
    stream.send({ type: "finish", finishReason: "stop" });
    stream.end();
    await screen.findByRole("button", { name: "Source 1: mill.txt, Page 1" });
    expect(answerText()).toContain("by the Harlow family");
    await screen.findByRole("button", { name: "Send question" });
    // One answer, after its question.
    expect(screen.getAllByRole("article", { name: "Answer" })).toHaveLength(1);
  });

  it("Stop on the followed answer stops it on the server, not only the stream", async () => {
    const stream = serverStream();
    const { calls } = fakeFetch({
      "GET /api/chat/models": () => jsonResponse(200, MODELS),
      "GET /api/conversations/chat_1/resume": () => stream.response(),
      "POST /api/conversations/chat_1/stop": () => jsonResponse(200, { ok: true }),
    });
    renderSignedIn(<ChatView conversation={conversation([message("msg_q", "user", "Who built the old mill?")])} />, makeUser());
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/resume"))).toBe(true));
    stream.send({ type: "start", messageId: "msg_a" });
    stream.send({ type: "text-start", id: "answer" });
    stream.send({ type: "text-delta", id: "answer", delta: "The mill was built " });
    await waitFor(() => expect(answerText()).toContain("The mill was built"));

    fireEvent.click(screen.getByRole("button", { name: "Stop answering" }));
    // Only the answer shown: another one may be written in the conversation at the same time.
    await waitFor(() => expect(calls.filter((c) => c.method === "POST" && c.url.endsWith("/api/conversations/chat_1/stop?message_id=msg_a"))).toHaveLength(1));
    await screen.findByRole("button", { name: "Send question" });
    expect(answerText()).toContain("The mill was built");
  });

  it("does not resume a conversation whose last answer is already there", async () => {
    const { calls } = fakeFetch({ "GET /api/chat/models": () => jsonResponse(200, MODELS) });
    renderSignedIn(<ChatView conversation={conversation([message("msg_q", "user", "Who built the old mill?"), message("msg_a", "assistant", "The Harlow family.")])} />, makeUser());
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/api/chat/models"))).toBe(true));
    await screen.findByRole("button", { name: "Send question" });
    expect(calls.some((c) => c.url.includes("/resume"))).toBe(false);
  });
});
