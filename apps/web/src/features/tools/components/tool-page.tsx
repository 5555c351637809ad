import type { ComponentType } from "react";
import { Link } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { TOOLS, findTool, type ToolEntry } from "@folio/contract";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { CounterTool } from "./counter-tool";
import { FancyTextTool } from "./fancy-text-tool";
import { GenerativeTool } from "./generative-tool";
import { HtmlEditorTool } from "./html-editor-tool";
import { KindBadge } from "./kind-badge";
import { LiteratureReviewTool } from "./literature-review-tool";
import { PdfTool } from "./pdf-tool";
import { TextTool } from "./text-tool";
import { ToolsContainer } from "./tools-container";

const COUNTERS = new Set(["word-counter", "character-counter", "sentence-counter"]);

/** The body of a tool's page, by what the tool is. */
function ToolBody({ tool }: { tool: ToolEntry }) {
  if (tool.api === "literature-reviews") return <LiteratureReviewTool />;
  if (tool.kind === "pdf") return <PdfTool tool={tool} />;
  if (tool.kind === "generative") return <GenerativeTool tool={tool} />;
  if (COUNTERS.has(tool.slug)) return <CounterTool slug={tool.slug} />;
  if (tool.category === "Fancy text") return <FancyTextTool slug={tool.slug} />;
  if (tool.slug === "html-editor") return <HtmlEditorTool />;
  return <TextTool slug={tool.slug} />;
}

/** A few tools of the same category, for the links under the tool. */
function related(tool: ToolEntry): ToolEntry[] {
  return TOOLS.filter((t) => t.category === tool.category && t.slug !== tool.slug).slice(0, 6);
}

/** /tools/<slug>: the tool, with its name and description from the registry, ready at first paint (title and frame: the public site's registry). */
export function ToolPage({ tool }: { tool: ToolEntry }) {
  const others = related(tool);
  return (
    <ToolsContainer>
      <nav aria-label="Breadcrumb" className="py-2 text-sm text-muted-foreground">
        <ol className="flex items-center gap-1">
          <li>
            <Link to="/other-tools" className={cn("rounded-sm hover:text-foreground", focusRing)}>
              Free tools
            </Link>
          </li>
          <ChevronRight aria-hidden="true" className="size-4" />
          <li aria-current="page" className="truncate">
            {tool.name}
          </li>
        </ol>
      </nav>
      <header className="mt-4 mb-8 grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{tool.name}</h1>
          <KindBadge tool={tool} />
        </div>
        <p className="max-w-3xl text-muted-foreground">{tool.description}</p>
      </header>
      <ToolBody tool={tool} />
      {others.length > 0 && (
        <section aria-labelledby="related-tools" className="mt-16 border-t pt-8">
          <h2 id="related-tools" className="mb-3 text-base font-semibold">
            More {tool.category.toLowerCase()} tools
          </h2>
          <ul className="flex flex-wrap gap-2">
            {others.map((t) => (
              <li key={t.slug}>
                <Link to="/tools/$slug" params={{ slug: t.slug }} className={cn("inline-block rounded-full border px-3 py-1.5 text-sm hover:bg-accent", focusRing)}>
                  {t.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/other-tools" className={cn("inline-block rounded-full px-3 py-1.5 text-sm text-primary hover:underline", focusRing)}>
                All tools
              </Link>
            </li>
          </ul>
        </section>
      )}
    </ToolsContainer>
  );
}

/** The content of one tool's page, for the public site's registry entry of /tools/<slug>. */
export function toolPage(slug: string): ComponentType {
  const tool = findTool(slug);
  if (!tool) throw new Error(`No tool ${slug}`);
  const Page = () => <ToolPage tool={tool} />;
  Page.displayName = `ToolPage(${slug})`;
  return Page;
}
