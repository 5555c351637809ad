import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import type { Citation } from "@folio/contract";
import { citationNumber, linkCitationMarkers } from "../citation-segments";
import { CitationChip } from "./citation-chip";

interface AnswerMarkdownProps {
  text: string;
  citations: Citation[];
  activeSource: Citation | null;
  onOpenSource: (citation: Citation) => void;
}

/** Markdown the way answers use it: paragraphs, lists, tables, code, links; no raw HTML. */
const PROSE = [
  "leading-7 break-words",
  "[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_li]:my-1",
  "[&_h1]:mt-4 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-[0.9em] [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_blockquote]:border-s-2 [&_blockquote]:ps-3 [&_blockquote]:text-muted-foreground",
  "[&_th]:border [&_th]:px-2 [&_th]:py-1 [&_th]:text-start [&_td]:border [&_td]:px-2 [&_td]:py-1",
].join(" ");

/** An answer: markdown, with each `[n]` drawn as the chip of its source (or as plain text when the source was dropped). */
export function AnswerMarkdown({ text, citations, activeSource, onOpenSource }: AnswerMarkdownProps) {
  const byN = new Map(citations.map((c) => [c.n, c]));
  const components: Components = {
    a: ({ href, children }) => {
      const n = citationNumber(href);
      if (n === null) {
        return (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline underline-offset-2">
            {children}
          </a>
        );
      }
      const citation = byN.get(n);
      if (!citation) return <span className="text-muted-foreground">[{n}]</span>;
      const active = activeSource?.n === n && activeSource.doc_id === citation.doc_id && activeSource.quote === citation.quote;
      return <CitationChip citation={citation} active={active} onOpen={onOpenSource} />;
    },
    table: ({ children }) => (
      <div className="my-2 overflow-x-auto">
        <table className="border-collapse text-sm">{children}</table>
      </div>
    ),
  };
  return (
    <div className={PROSE}>
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {linkCitationMarkers(text)}
      </Markdown>
    </div>
  );
}
