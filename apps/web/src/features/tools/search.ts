import { TOOL_CATEGORIES, type ToolCategory, type ToolEntry } from "@folio/contract";

/** Lower case without accents, so "cafe" finds "Café" and "PDF" finds "pdf". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The tools whose name, description, category or slug hold every word of the query. */
export function searchTools(tools: readonly ToolEntry[], query: string): ToolEntry[] {
  const words = fold(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [...tools];
  return tools.filter((t) => {
    const hay = fold(`${t.name} ${t.description} ${t.category} ${t.slug.replaceAll("-", " ")}`);
    return words.every((w) => hay.includes(w));
  });
}

/** The tools by category, in the index's order, leaving out empty categories. */
export function groupByCategory(tools: readonly ToolEntry[]): { category: ToolCategory; tools: ToolEntry[] }[] {
  return TOOL_CATEGORIES.map((category) => ({ category, tools: tools.filter((t) => t.category === category) })).filter((g) => g.tools.length > 0);
}
