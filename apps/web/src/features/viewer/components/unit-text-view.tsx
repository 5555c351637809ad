import { useEffect, useMemo, useRef } from "react";
import type { Unit } from "@folio/contract";
import { findQuote, segmentsFor } from "../highlight";

interface UnitTextViewProps {
  unit: Unit;
  quote?: string;
}

/** A unit's extracted text (slide, chapter, section, rows, or a page's text) with the quote marked and scrolled into view. */
export function UnitTextView({ unit, quote }: UnitTextViewProps) {
  const markRef = useRef<HTMLElement>(null);
  const segments = useMemo(() => segmentsFor(unit.text, findQuote(unit.text, quote)), [unit.text, quote]);

  useEffect(() => {
    markRef.current?.scrollIntoView({ block: "center" });
  }, [segments]);

  return (
    <article aria-label={unit.label} className="mx-auto max-w-3xl rounded-lg border bg-card p-4 sm:p-6">
      <h3 className="mb-3 text-sm font-semibold text-muted-foreground">
        {unit.label}
        {unit.source === "ocr" && <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-medium">OCR</span>}
      </h3>
      {unit.text.trim() ? (
        <div className={`text-sm leading-relaxed break-words whitespace-pre-wrap ${unit.kind === "rows" ? "font-mono text-xs" : ""}`}>
          {segments.map((s, i) =>
            s.marked ? (
              <mark key={i} ref={markRef} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40">
                {s.text}
              </mark>
            ) : (
              <span key={i}>{s.text}</span>
            ),
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No text was found in this part of the document.</p>
      )}
    </article>
  );
}
