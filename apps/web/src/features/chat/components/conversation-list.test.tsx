import { describe, expect, it } from "vitest";
import type { ConversationSummary } from "@folio/contract";
import { groupConversations } from "./conversation-list";

const at = (id: string, date: Date): ConversationSummary => ({
  chat_id: id,
  name: id,
  doc_id: "d",
  doc_name: "d.pdf",
  knowledge_base_id: null,
  date_time: date.toISOString(),
  created_at: date.toISOString(),
});

describe("groupConversations", () => {
  it("keeps the list's order and puts each conversation under its age label", () => {
    const now = new Date(2026, 10, 23, 10);
    const groups = groupConversations(
      [at("a", new Date(2026, 10, 23, 9)), at("b", new Date(2026, 10, 22, 9)), at("c", new Date(2026, 10, 19)), at("d", new Date(2026, 9, 30)), at("e", new Date(2026, 5, 1)), at("f", new Date(2025, 0, 2))],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.chat_id)])).toEqual([
      ["Today", ["a"]],
      ["Yesterday", ["b"]],
      ["Past 7 days", ["c"]],
      ["Past 30 days", ["d"]],
      ["June", ["e"]],
      ["January 2025", ["f"]],
    ]);
  });
});
