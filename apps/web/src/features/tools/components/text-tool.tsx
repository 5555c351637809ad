import { useDeferredValue, useMemo, useState } from "react";
import { Shuffle } from "lucide-react";
import { TOOL_LIMITS } from "@folio/contract";
import { runTextTool } from "@folio/text-tools";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { ResultActions } from "./result-actions";
import { TextArea } from "./text-area";
import { START_OPTIONS, TextOptions, type Options } from "./text-options";

const PLACEHOLDERS: Record<string, string> = {
  alphabetizer: "One item a line (or comma-separated)",
  "list-randomizer": "One item a line (or comma-separated)",
  "acronym-generator": "A phrase a line, e.g. portable document format",
  "hashtag-generator": "Words or phrases, e.g. summer vibes, beach day",
};

/**
 * A deterministic text tool: the same function the server runs, here in the browser, rerun on every
 * keystroke and option change. The randomiser reshuffles on request.
 */
export function TextTool({ slug }: { slug: string }) {
  const [text, setText] = useState("");
  const [options, setOptions] = useState<Options>(START_OPTIONS[slug] ?? {});
  const [round, setRound] = useState(0);
  const deferred = useDeferredValue(text);
  // `round` is read so that "Shuffle again" runs the randomiser anew.
  const result = useMemo(() => (round >= 0 ? runTextTool(slug, deferred, options) : null), [slug, deferred, options, round]);
  const output = result?.ok ? result.output : "";

  return (
    <div className="grid gap-6">
      <TextOptions slug={slug} options={options} set={(patch) => setOptions((o) => ({ ...o, ...patch }))} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <div className="flex min-h-8 items-center">
            <Label htmlFor="tool-input">Your text</Label>
          </div>
          <TextArea id="tool-input" value={text} onChange={(e) => setText(e.target.value)} rows={12} maxLength={TOOL_LIMITS.textChars} placeholder={PLACEHOLDERS[slug] ?? "Type or paste text"} />
        </div>
        <div className="grid content-start gap-2">
          <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
            <Label htmlFor="tool-output">Result</Label>
            <div className="flex flex-wrap gap-2">
              {slug === "list-randomizer" && (
                <Button variant="outline" size="sm" disabled={!deferred.trim()} onClick={() => setRound((r) => r + 1)}>
                  <Shuffle aria-hidden="true" />
                  Shuffle again
                </Button>
              )}
              <ResultActions text={output} fileName={`${slug}.txt`} />
            </div>
          </div>
          <TextArea id="tool-output" value={output} readOnly rows={12} placeholder="The result appears here as you type" />
          {result && !result.ok && <Alert tone="error">{result.detail}</Alert>}
        </div>
      </div>
    </div>
  );
}
