import { useMemo, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { TOOLS, TOOL_LIMITS, type ToolEntry } from "@folio/contract";
import { EmptyState } from "@/components/list-states";
import { focusRing } from "@/components/ui/focus-ring";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { groupByCategory, searchTools } from "../search";
import { ToolsContainer } from "./tools-container";
import { KindBadge } from "./kind-badge";

const DESCRIPTION = `${TOOLS.length} free writing, text and PDF tools: word counter, case converter, fancy text, PDF merge and split, OCR, essay and email writers. No sign-up.`;

/** /other-tools: every tool of the registry, grouped by category, with a search that filters as you type (title and frame: the public site's registry). */
export function ToolsIndexPage() {
  const [query, setQuery] = useState("");
  const navigate = useNavigate();
  const found = useMemo(() => searchTools(TOOLS, query), [query]);
  const groups = groupByCategory(found);

  return (
    <ToolsContainer>
      <div className="mx-auto max-w-3xl py-8 text-center sm:py-12">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Free tools</h1>
        <p className="mt-3 text-muted-foreground">{DESCRIPTION}</p>
      </div>
      <form
        role="search"
        className="mx-auto mb-8 max-w-xl"
        onSubmit={(e) => {
          e.preventDefault();
          // Enter opens the first match.
          if (found[0]) void navigate({ to: "/tools/$slug", params: { slug: found[0].slug } });
        }}
      >
        <Label htmlFor="tool-search" className="sr-only">
          Search the tools
        </Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="tool-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search the tools (Enter opens the first)"
            className="pl-9"
            aria-describedby="tool-search-count"
            autoComplete="off"
          />
        </div>
        <p id="tool-search-count" className="mt-2 text-center text-xs text-muted-foreground" aria-live="polite">
          {query.trim() ? `${found.length} of ${TOOLS.length} tools` : `${TOOLS.length} tools`}
        </p>
      </form>
      {groups.length === 0 ? (
        <EmptyState title="No tool matches" description={`Nothing is called "${query.trim()}". Try another word, such as "count", "PDF" or "bold".`} />
      ) : (
        <div className="flex flex-col gap-10">
          {groups.map((g) => (
            <section key={g.category} aria-labelledby={`cat-${g.category}`}>
              <h2 id={`cat-${g.category}`} className="mb-3 text-lg font-semibold">
                {g.category}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {g.tools.map((t) => (
                  <li key={t.slug}>
                    <ToolCard tool={t} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <p className="mt-12 text-center text-xs text-muted-foreground">
        Text tools run in your browser; nothing you type is sent. PDF and writing tools take up to {TOOL_LIMITS.pdfFiles} files or{" "}
        {TOOL_LIMITS.generativeChars.toLocaleString("en")} characters at a time.
      </p>
    </ToolsContainer>
  );
}

function ToolCard({ tool }: { tool: ToolEntry }) {
  return (
    <Link
      to="/tools/$slug"
      params={{ slug: tool.slug }}
      className={cn("flex h-full flex-col gap-1 rounded-lg border bg-card p-4 transition-colors hover:border-primary/60 hover:bg-accent/40", focusRing)}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-medium">{tool.name}</span>
        <KindBadge tool={tool} />
      </span>
      <span className="text-sm text-muted-foreground">{tool.description}</span>
    </Link>
  );
}
