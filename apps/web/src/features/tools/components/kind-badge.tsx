import type { ToolEntry } from "@folio/contract";

const LABELS = { text: "In your browser", pdf: "PDF", generative: "AI" } as const;

/** How the tool runs, in two words: in the browser, on PDFs, or with a generative model. */
export function KindBadge({ tool }: { tool: ToolEntry }) {
  const label = tool.slug === "html-editor" ? "In your browser" : LABELS[tool.kind];
  return <span className="shrink-0 rounded-full border px-2 py-0.5 text-xs whitespace-nowrap text-muted-foreground">{label}</span>;
}
