import { useEffect, useRef, useState } from "react";
import { ChevronDown, ChevronUp, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { findUnits, stepMatch } from "../find";

export interface FindResult {
  term: string;
  matches: number[];
}

interface FindBarProps {
  unitCount: number;
  unit: number;
  /** A unit's text: the PDF's own text layer for PDFs, the extracted text otherwise. */
  textOf: (unit: number) => Promise<string>;
  /** A number of units in words for the status line: "1 page", "3 slides"... */
  countLabel: (count: number) => string;
  onResult: (result: FindResult | null) => void;
  onGo: (unit: number) => void;
  onClose: () => void;
}

/** Find a word or phrase in the whole document; Enter and Shift+Enter step through the units that hold it. */
export function FindBar({ unitCount, unit, textOf, countLabel, onResult, onGo, onClose }: FindBarProps) {
  const [term, setTerm] = useState("");
  const [state, setState] = useState<{ term: string; matches: number[] | null; read: number }>({ term: "", matches: null, read: 0 });
  const inputRef = useRef<HTMLInputElement>(null);
  const report = useRef(onResult);
  useEffect(() => {
    report.current = onResult;
  });

  useEffect(() => inputRef.current?.focus(), []);

  const run = (wanted: string) => {
    const trimmed = wanted.trim();
    if (!trimmed) return;
    if (trimmed === state.term && state.matches) {
      const next = stepMatch(state.matches, unit, 1);
      if (next !== null) onGo(next);
      return;
    }
    const abort = new AbortController();
    setState({ term: trimmed, matches: null, read: 0 });
    findUnits(trimmed, unitCount, textOf, abort.signal, (read) => setState((s) => (s.term === trimmed ? { ...s, read } : s)))
      .then((matches) => {
        setState({ term: trimmed, matches, read: unitCount });
        report.current({ term: trimmed, matches });
        const first = matches.includes(unit) ? unit : stepMatch(matches, unit, 1);
        if (first !== null) onGo(first);
      })
      .catch(() => setState({ term: trimmed, matches: [], read: unitCount }));
  };

  const step = (direction: 1 | -1) => {
    if (!state.matches) return;
    const next = stepMatch(state.matches, unit, direction);
    if (next !== null) onGo(next);
  };

  const position = state.matches ? state.matches.indexOf(unit) : -1;
  const status =
    state.term === ""
      ? ""
      : state.matches === null
        ? `Searching… ${state.read} of ${unitCount}`
        : state.matches.length === 0
          ? "Not found"
          : `${position >= 0 ? `${position + 1} of ` : ""}${countLabel(state.matches.length)}`;

  return (
    <form
      role="search"
      aria-label="Find in document"
      className="flex items-center gap-1 border-b px-3 py-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        run(term);
      }}
    >
      <Input
        ref={inputRef}
        type="search"
        aria-label="Find in document"
        placeholder="Find in document"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            e.stopPropagation();
            onClose();
          } else if (e.key === "Enter" && e.shiftKey) {
            e.preventDefault();
            step(-1);
          }
        }}
        className="h-8 min-w-0 flex-1"
      />
      <span className="min-w-20 px-1 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
        {status}
      </span>
      <Button variant="ghost" size="icon-sm" onClick={() => step(-1)} disabled={!state.matches?.length} aria-label="Previous match">
        <ChevronUp />
      </Button>
      <Button variant="ghost" size="icon-sm" onClick={() => step(1)} disabled={!state.matches?.length} aria-label="Next match">
        <ChevronDown />
      </Button>
      <Button variant="ghost" size="icon-sm" onClick={onClose} aria-label="Close find">
        <X />
      </Button>
    </form>
  );
}
