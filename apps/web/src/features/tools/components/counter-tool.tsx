import { useDeferredValue, useMemo, useState } from "react";
import { TOOL_LIMITS } from "@folio/contract";
import { countText, formatReadingTime, formatStats } from "@folio/text-tools";
import { Label } from "@/components/ui/label";
import { ResultActions } from "./result-actions";
import { TextArea } from "./text-area";

/** The word, character and sentence counters: every figure, live as you type. */
export function CounterTool({ slug }: { slug: string }) {
  const [text, setText] = useState("");
  const deferred = useDeferredValue(text);
  const stats = useMemo(() => countText(deferred), [deferred]);
  const figures = [
    ["Words", stats.words],
    ["Characters", stats.characters],
    ["Characters without spaces", stats.characters_no_spaces],
    ["Sentences", stats.sentences],
    ["Paragraphs", stats.paragraphs],
    ["Reading time", formatReadingTime(stats.reading_time_s)],
  ] as const;
  // Each page puts its own figure first.
  const first = slug === "character-counter" ? 1 : slug === "sentence-counter" ? 3 : 0;
  const ordered = [figures[first], ...figures.filter((_, i) => i !== first)];

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="grid gap-2">
        <Label htmlFor="tool-input">Your text</Label>
        <TextArea id="tool-input" value={text} onChange={(e) => setText(e.target.value)} rows={12} maxLength={TOOL_LIMITS.textChars} placeholder="Type or paste text" />
      </div>
      <div className="grid content-start gap-3">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1" aria-live="polite" data-testid="tool-stats">
          {ordered.map(([label, value]) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <ResultActions text={deferred ? formatStats(stats) : ""} fileName="counts.txt" />
        <p className="text-xs text-muted-foreground">
          Words are runs between spaces holding a letter or digit; each Chinese character and Japanese kana or kanji counts as one word, as word processors
          count them. Characters are what you see: an emoji or an accented letter is one. A paragraph is a line with text. Reading time at 238 words a minute.
        </p>
      </div>
    </div>
  );
}
