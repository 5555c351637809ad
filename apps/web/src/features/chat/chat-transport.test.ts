import { describe, expect, it } from "vitest";
import { chatErrorMessage, chatUrl } from "./chat-transport";

describe("chatUrl", () => {
  it("asks about a document with the contract's query", () => {
    expect(chatUrl({ chatId: "chat_1", docId: "doc_1", knowledgeBaseId: null }, { model_name: "LOCAL", language: "AR" }, false)).toBe(
      "/api/chat/doc_1?chat_id=chat_1&model_name=LOCAL&language=AR",
    );
  });

  it("asks about a folder, citing sources, and marks a regenerate", () => {
    expect(chatUrl({ chatId: "c", docId: null, knowledgeBaseId: "kb 1" }, { model_name: "GPT4", language: "EN" }, true)).toBe(
      "/api/knowledge/chat/kb%201?chat_id=c&model_name=GPT4&language=EN&cite_source=true&regenerate=true",
    );
  });
});

describe("chatUrl with images", () => {
  it("uses the image route", () => {
    expect(chatUrl({ chatId: "c", docId: "d", knowledgeBaseId: null }, { model_name: "LOCAL", language: "EN" }, false, true)).toBe("/api/chat/image/d?chat_id=c&model_name=LOCAL&language=EN");
    expect(chatUrl({ chatId: "c", docId: null, knowledgeBaseId: "k" }, { model_name: "LOCAL", language: "EN" }, false, true)).toMatch(/^\/api\/knowledge\/chat\/image\/k\?/);
  });
});

describe("chatErrorMessage", () => {
  it("reads the server's detail", () => {
    expect(chatErrorMessage(new Error('{"detail":"GPT-4 is not configured on this server."}'))).toBe("GPT-4 is not configured on this server.");
  });
  it("keeps plain text", () => {
    expect(chatErrorMessage(new Error("The model took too long to answer."))).toBe("The model took too long to answer.");
  });
});
