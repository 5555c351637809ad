import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { Citation } from "@folio/contract";
import { DocumentViewer } from "@/features/viewer";
import { clampPaneWidth, PaneResizer } from "@/components/pane-resizer";
import { cn } from "@/lib/cn";
import { citationPlace } from "../citation-segments";
import { useSourcePaneWidth } from "../preferences";

interface SourcePaneProps {
  source: Citation;
  onClose: () => void;
}

/**
 * The cited document beside the chat, open at the cited page, slide, chapter or rows with the quote
 * highlighted. On wide screens its left edge resizes it against the chat (the width is kept on this
 * device); on phones it covers the screen (the chat is one tap away with close).
 */
export function SourcePane({ source, onClose }: SourcePaneProps) {
  const paneRef = useRef<HTMLElement>(null);
  const { width: chosen, setWidth } = useSourcePaneWidth();
  const [sizes, setSizes] = useState({ pane: 0, room: 0 });

  // The pane's own width (the separator's value) and the room it shares with the chat (its limit).
  useEffect(() => {
    const pane = paneRef.current;
    const room = pane?.parentElement;
    if (!pane || !room) return;
    const measure = () => setSizes({ pane: pane.offsetWidth, room: room.clientWidth });
    const observer = new ResizeObserver(measure);
    observer.observe(pane);
    observer.observe(room);
    measure();
    return () => observer.disconnect();
  }, []);

  const width = chosen !== null && sizes.room > 0 ? clampPaneWidth(chosen, sizes.room) : null;
  const style = width !== null ? ({ "--source-pane-width": `${width}px` } as CSSProperties) : undefined;

  return (
    <aside
      ref={paneRef}
      aria-label={`Source: ${citationPlace(source)}`}
      style={style}
      className={cn(
        "fixed inset-0 z-40 flex bg-background lg:static lg:z-auto lg:shrink-0 lg:border-l",
        width !== null ? "lg:w-(--source-pane-width)" : "lg:w-[46%] lg:max-w-3xl",
      )}
    >
      <PaneResizer
        label="Resize the source pane"
        width={width ?? sizes.pane}
        containerWidth={() => paneRef.current?.parentElement?.clientWidth ?? window.innerWidth}
        onResize={setWidth}
        className="hidden shrink-0 lg:flex"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <DocumentViewer key={`${source.doc_id}:${source.locator.unit}:${source.quote}`} docId={source.doc_id} locator={source.locator} quote={source.quote} onClose={onClose} />
      </div>
    </aside>
  );
}
