import type { Citation } from "@folio/contract";
import { DocumentViewer } from "@/features/viewer";
import { citationPlace } from "../citation-segments";

interface SourcePaneProps {
  source: Citation;
  onClose: () => void;
}

/**
 * The cited document beside the chat, open at the cited page, slide, chapter or rows with the quote
 * highlighted. On phones it covers the screen (the chat is one tap away with close).
 */
export function SourcePane({ source, onClose }: SourcePaneProps) {
  return (
    <aside
      aria-label={`Source: ${citationPlace(source)}`}
      className="fixed inset-0 z-40 flex flex-col bg-background lg:static lg:z-auto lg:w-[46%] lg:max-w-3xl lg:shrink-0 lg:border-l"
    >
      <DocumentViewer key={`${source.doc_id}:${source.locator.unit}:${source.quote}`} docId={source.doc_id} locator={source.locator} quote={source.quote} onClose={onClose} />
    </aside>
  );
}
