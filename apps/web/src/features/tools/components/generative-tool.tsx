import { useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Square, Sparkles } from "lucide-react";
import { CHAT_LANGUAGES, TONES, TOOL_LIMITS, type ChatLanguage, type GenerativeOptions, type ToolEntry } from "@folio/contract";
import { OptionSelect } from "@/components/option-select";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { errorDetail, isApiError } from "@/lib/api-client";
import { streamGenerativeTool } from "../api";
import { ChoiceGroup } from "./controls";
import { ResultActions } from "./result-actions";
import { TextArea } from "./text-area";

/** What the input box asks for, per tool; the rest ask for a topic. */
const INPUT_LABELS: Record<string, string> = {
  "ai-humanizer": "Text to humanize",
  "sentence-rewriter": "Sentence to rewrite",
  "paraphrasing-tool": "Text to paraphrase",
  "rewording-tool": "Text to reword",
  "ai-content-detector": "Text to check",
  "conclusion-generator": "Your essay or its main points",
  "abstract-generator": "Your paper or its main points",
  "email-writer": "What the email should say",
  "product-description-generator": "The product and what it does",
  "instagram-caption-generator": "What the photo or post shows",
  "instagram-name-generator": "Your name, interests or brand",
  "book-title-generator": "The book's premise or genre",
  "source-tool": "The claim or topic to find sources for",
};

const LANGUAGE_LABELS: Record<ChatLanguage | "auto", string> = {
  auto: "Same as my text", EN: "English", ZH: "Chinese", JA: "Japanese", ES: "Spanish", DE: "German", FR: "French", KO: "Korean", PT: "Portuguese", AR: "Arabic", IT: "Italian",
};
const TONE_LABELS: Record<(typeof TONES)[number] | "any", string> = {
  any: "Any", neutral: "Neutral", formal: "Formal", casual: "Casual", friendly: "Friendly", persuasive: "Persuasive", academic: "Academic", funny: "Funny",
};
type Length = GenerativeOptions["length"];

/** The state of one run: writing, done, refused by the server for want of a model, or failed. */
type Status = { kind: "idle" } | { kind: "writing" } | { kind: "done" } | { kind: "no-model"; detail: string } | { kind: "error"; detail: string };

/**
 * A generative tool: the prompt and options go to POST /api/tools/{slug}, whose answer streams in as
 * it is written. With no generative model on the server (503) the page says so and what enables it.
 */
export function GenerativeTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = useState("");
  const [tone, setTone] = useState<(typeof TONES)[number] | "any">("any");
  const [length, setLength] = useState<Length>("medium");
  const [language, setLanguage] = useState<ChatLanguage | "auto">("auto");
  const [output, setOutput] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const abort = useRef<AbortController | null>(null);
  const writing = status.kind === "writing";

  async function run() {
    if (!text.trim()) return setStatus({ kind: "error", detail: "Write something in the box first." });
    abort.current = new AbortController();
    setOutput("");
    setStatus({ kind: "writing" });
    const options: GenerativeOptions = { length, ...(tone !== "any" ? { tone } : {}), ...(language !== "auto" ? { language } : {}) };
    try {
      await streamGenerativeTool(tool.slug, text, options, setOutput, abort.current.signal);
      setStatus({ kind: "done" });
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return setStatus({ kind: "done" });
      setStatus(isApiError(err, 503) ? { kind: "no-model", detail: errorDetail(err) } : { kind: "error", detail: errorDetail(err) });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        className="grid content-start gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="tool-input">{INPUT_LABELS[tool.slug] ?? "What to write about"}</Label>
          <TextArea
            id="tool-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={8}
            maxLength={TOOL_LIMITS.generativeChars}
            onKeyDown={(e) => {
              // Ctrl/Cmd+Enter writes; Enter alone is a new line.
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void run();
              }
            }}
          />
          <p className="text-xs text-muted-foreground">
            {text.length.toLocaleString("en")} / {TOOL_LIMITS.generativeChars.toLocaleString("en")} characters · Ctrl+Enter to write
          </p>
        </div>
        {tool.slug !== "ai-content-detector" && (
          <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
            <ChoiceGroup legend="Length" choices={["short", "medium", "long"] as const} labels={{ short: "Short", medium: "Medium", long: "Long" }} value={length} onChange={setLength} />
            <div className="grid gap-2">
              <Label htmlFor="gen-tone">Tone</Label>
              <div className="w-40">
                <OptionSelect id="gen-tone" options={["any", ...TONES] as const} labels={TONE_LABELS} value={tone} onChange={setTone} />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="gen-language">Language</Label>
              <div className="w-44">
                <OptionSelect id="gen-language" options={["auto", ...CHAT_LANGUAGES] as const} labels={LANGUAGE_LABELS} value={language} onChange={setLanguage} />
              </div>
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={writing}>
            <Sparkles aria-hidden="true" />
            {tool.slug === "ai-content-detector" ? "Check the text" : "Write"}
          </Button>
          {writing && (
            <Button variant="outline" onClick={() => abort.current?.abort()}>
              <Square aria-hidden="true" />
              Stop
            </Button>
          )}
        </div>
      </form>
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium" id="gen-output-label">
            Result
          </p>
          <ResultActions text={writing ? "" : output} fileName={`${tool.slug}.txt`} />
        </div>
        {status.kind === "no-model" ? (
          <NoModel detail={status.detail} />
        ) : (
          <div
            aria-labelledby="gen-output-label"
            aria-live="polite"
            aria-busy={writing}
            dir="auto"
            data-testid="tool-output"
            className="min-h-40 rounded-md border p-3 text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]"
          >
            {output || <span className="text-muted-foreground">{writing ? "Writing…" : "The result appears here as it is written."}</span>}
          </div>
        )}
        {status.kind === "error" && <Alert tone="error">{status.detail}</Alert>}
      </div>
    </div>
  );
}

/** The server has no generative model: say so plainly, with its message naming what to configure. */
function NoModel({ detail }: { detail: string }) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-dashed p-4 text-sm" data-testid="no-model">
      <p className="font-medium">This tool needs a writing model, and this Folio server has none set up.</p>
      <p className="text-muted-foreground">{detail}</p>
      <p className="text-muted-foreground">
        Nothing is made up in its place. The text tools, such as the{" "}
        <Link to="/tools/$slug" params={{ slug: "word-counter" }} className="underline">
          word counter
        </Link>
        , work without a model.
      </p>
    </div>
  );
}
