import { describe, expect, it } from "vitest";
import { chatErrorMessage, chatUrl, questionBody, resumeUrl } from "./chat-transport";

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

describe("resumeUrl", () => {
  it("resumes the conversation's latest answer", () => {
    expect(resumeUrl("chat 1")).toBe("/api/conversations/chat%201/resume");
  });
});

describe("chatUrl with images", () => {
  it("uses the image route", () => {
    expect(chatUrl({ chatId: "c", docId: "d", knowledgeBaseId: null }, { model_name: "LOCAL", language: "EN" }, false, true)).toBe("/api/chat/image/d?chat_id=c&model_name=LOCAL&language=EN");
    expect(chatUrl({ chatId: "c", docId: null, knowledgeBaseId: "k" }, { model_name: "LOCAL", language: "EN" }, false, true)).toMatch(/^\/api\/knowledge\/chat\/image\/k\?/);
  });
});

describe("questionBody", () => {
  it("sends sniper mode in the body only when it is on", () => {
    expect(questionBody("Who?", [], { model_name: "GPT4", language: "EN", sniper: true })).toEqual({ message: "Who?", sniper: true });
    expect(questionBody("Who?", [], { model_name: "GPT4", language: "EN", sniper: false })).toEqual({ message: "Who?" });
    expect(questionBody("Who?", ["data:image/png;base64,AA"], { model_name: "LOCAL", language: "EN", at_documents: ["doc_2"] })).toEqual({
      message: "Who?",
      images: ["data:image/png;base64,AA"],
      at_documents: ["doc_2"],
    });
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
