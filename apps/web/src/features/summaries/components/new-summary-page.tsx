import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileText, ListChecks, Lock, Sparkles } from "lucide-react";
import { BILLING_MESSAGES } from "@folio/contract/billing-messages";
import { hasPaidPlan } from "@folio/contract/billing-plans";
import {
  CHAT_LANGUAGES,
  SUMMARY_FORMATS,
  SUMMARY_LENGTHS,
  SUMMARY_NEEDS_SOURCE,
  SUMMARY_TEXT_MAX_CHARS,
  type ChatLanguage,
  type Summary,
  type SummaryFormat,
  type SummaryLength,
} from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { inputStyles } from "@/components/ui/input-styles";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/option-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorDetail, hasErrorCode } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { notifyIfUpgrade } from "@/lib/upgrade-error";
import { openPlanOverlay } from "@/lib/plan-overlay";
import { useSignedInUser } from "@/features/accounts";
import { useChatModels, LANGUAGE_NAMES, AnswerMarkdown, ModelPicker, modelInUse, planNameOf } from "@/features/chat";
import { cancelSummary, runSummary, summaryKeys } from "../api";
import { FORMAT_LABELS, LENGTH_LABELS, SUMMARY_MESSAGES } from "../options";
import { SummaryView } from "./summary-view";
import { ReadyDocumentSelect } from "@/features/documents";

type SourceKind = "document" | "text";

/**
 * /summarise/new: choose a document or paste a text, the format, length, language, model and an
 * optional focus; the summary is made with progress and Cancel, streamed as a model writes it, then
 * shown with its citation chips, Copy and Export PDF. The summariser is for paid plans: a free user
 * is told so above the form, which stays shut, with the way to upgrade.
 */
export function NewSummaryPage({ initialDocId }: { initialDocId?: string }) {
  const qc = useQueryClient();
  const user = useSignedInUser();
  const paid = hasPaidPlan(user);
  const [kind, setKind] = useState<SourceKind>("document");
  const [docId, setDocId] = useState(initialDocId ?? "");
  const [text, setText] = useState("");
  const [format, setFormat] = useState<SummaryFormat>("AUTO");
  const [length, setLength] = useState<SummaryLength>("AUTO");
  const [language, setLanguage] = useState<ChatLanguage>("EN");
  const [model, setModel] = useState<string | null>(null);
  const [prompt, setPrompt] = useState("");
  const [sourceError, setSourceError] = useState<string | null>(null);

  const [running, setRunning] = useState(false);
  const [summaryId, setSummaryId] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [written, setWritten] = useState("");
  const [result, setResult] = useState<Summary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Shut while a summary is made, and for a free user (the notice above the form says why) so nothing is filled in for nothing.
  const shut = running || !paid;
  useEffect(() => () => abort.current?.abort(), []);

  const models = useChatModels();
  // The picked model when the server offers it and the plan allows it, else the plan's default (the server's, until the list is in).
  const modelName = models.data ? modelInUse(models.data, model) : null;

  const start = async () => {
    const source = kind === "document" ? (docId ? { kind, docId } : null) : text.trim() ? { kind, text } : null;
    if (!source) {
      setSourceError(SUMMARY_NEEDS_SOURCE);
      return;
    }
    setSourceError(null);
    setFailure(null);
    setResult(null);
    setWritten("");
    setProgress(0);
    setSummaryId(null);
    setRunning(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const summary = await runSummary(
        { source: source as { kind: "document"; docId: string } | { kind: "text"; text: string }, format, length, prompt, language, modelName },
        { onStarted: setSummaryId, onProgress: setProgress, onText: setWritten },
        controller.signal,
      );
      setProgress(100);
      setResult(summary);
    } catch (err) {
      if (controller.signal.aborted) return;
      if (notifyIfUpgrade(err)) return;
      if (hasErrorCode(err, "summary_cancelled")) return;
      if (hasErrorCode(err, "summary_needs_source")) setSourceError(err.detail);
      else setFailure(errorDetail(err));
    } finally {
      setRunning(false);
      void qc.invalidateQueries({ queryKey: summaryKeys.lists() });
    }
  };

  const cancel = async () => {
    const id = summaryId;
    abort.current?.abort();
    setRunning(false);
    setProgress(0);
    setWritten("");
    if (id) {
      try {
        await cancelSummary(id);
      } catch {
        // It finished meanwhile: it is saved and listed on /summarise.
      }
    }
    toast(SUMMARY_MESSAGES.cancelled);
    void qc.invalidateQueries({ queryKey: summaryKeys.lists() });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">New summary</h1>
        <Button asChild variant="outline" size="sm">
          <Link to="/summarise">
            <ListChecks aria-hidden="true" /> Saved summaries
          </Link>
        </Button>
      </div>

      {!paid && (
        <section aria-labelledby="summary-upgrade-title" className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary-soft p-4 sm:flex-row sm:items-center">
          <Lock aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <div className="grid flex-1 gap-1">
            <h2 id="summary-upgrade-title" className="text-sm font-semibold">
              {BILLING_MESSAGES.upgradeTitle}
            </h2>
            <p className="text-sm">The summariser is part of the paid plans. {BILLING_MESSAGES.upgrade}</p>
          </div>
          <Button className="self-start sm:self-center" onClick={(e) => openPlanOverlay({ returnFocus: e.currentTarget })}>
            See plans
          </Button>
        </section>
      )}

      <form data-tour="summary-form"
        className="grid gap-5 rounded-lg border bg-card p-4 sm:p-5"
        aria-label="Summary options"
        onSubmit={(e) => {
          e.preventDefault();
          if (!running && paid) void start();
        }}
      >
        <Tabs value={kind} onValueChange={(v) => { setKind(v as SourceKind); setSourceError(null); }}>
          <TabsList aria-label="What to summarise">
            <TabsTrigger value="document" className="gap-1.5" disabled={!paid}>
              <FileText aria-hidden="true" className="size-4" /> A document
            </TabsTrigger>
            <TabsTrigger value="text" disabled={!paid}>
              Pasted text
            </TabsTrigger>
          </TabsList>
          <TabsContent value="document" className="mt-3">
            <Field label="Document" id="summary-document" error={kind === "document" ? sourceError : null}>
              <ReadyDocumentSelect
                id="summary-document"
                value={docId}
                onChange={(v) => {
                  setDocId(v);
                  setSourceError(null);
                }}
                disabled={shut}
              />
            </Field>
          </TabsContent>
          <TabsContent value="text" className="mt-3">
            <div className="grid gap-2">
              <Label htmlFor="summary-text-input">Text to summarise</Label>
              <textarea
                id="summary-text-input"
                value={text}
                onChange={(e) => { setText(e.target.value); setSourceError(null); }}
                maxLength={SUMMARY_TEXT_MAX_CHARS}
                disabled={shut}
                rows={8}
                dir="auto"
                aria-invalid={kind === "text" && sourceError ? true : undefined}
                aria-describedby={kind === "text" && sourceError ? "summary-text-error" : undefined}
                placeholder="Paste an article, notes or a chapter…"
                className={cn(inputStyles, "h-auto min-h-40 resize-y")}
              />
              {kind === "text" && sourceError && (
                <p id="summary-text-error" className="text-sm text-destructive-text">
                  {sourceError}
                </p>
              )}
            </div>
          </TabsContent>
        </Tabs>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Format" id="summary-format">
            <OptionSelect id="summary-format" options={SUMMARY_FORMATS} labels={FORMAT_LABELS} value={format} onChange={setFormat} disabled={shut} />
          </Field>
          <Field label="Length" id="summary-length">
            <OptionSelect id="summary-length" options={SUMMARY_LENGTHS} labels={LENGTH_LABELS} value={length} onChange={setLength} disabled={shut} />
          </Field>
          <Field label="Language" id="summary-language">
            <OptionSelect id="summary-language" options={CHAT_LANGUAGES} labels={LANGUAGE_NAMES} value={language} onChange={setLanguage} disabled={shut} />
          </Field>
          <Field label="Model" id="summary-model">
            <ModelPicker
              list={models.data}
              model={modelName ?? ""}
              onChange={setModel}
              planName={planNameOf(user)}
              disabled={shut || !models.data}
              placeholder={models.isPending ? "Loading models…" : "Default model"}
            />
          </Field>
        </div>
        <Field label="Focus (optional)" id="summary-prompt" hint="What the summary should dwell on, e.g. “the methods and their limits”.">
          <Input id="summary-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} maxLength={2000} disabled={shut} />
        </Field>

        <div className="flex flex-wrap items-center gap-3">
          {running ? (
            <Button type="button" variant="outline" onClick={() => void cancel()}>
              Cancel
            </Button>
          ) : (
            <Button data-tour="summary-submit" type="submit" disabled={!paid}>
              <Sparkles aria-hidden="true" /> Summarise
            </Button>
          )}
        </div>
        {running && (
          <div className="grid gap-2">
            <p role="status" aria-live="polite" className="text-sm">
              Summarising… <span className="tabular-nums">{progress}%</span>
            </p>
            <div role="progressbar" aria-label="Summary progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 w-full overflow-hidden rounded-full bg-muted">
              <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
      </form>

      {failure && <Alert tone="error">{failure}</Alert>}
      {running && written && (
        <section aria-label="Summary being written" aria-busy="true" className="rounded-lg border p-4" dir="auto">
          <AnswerMarkdown text={written.replace(/\[\d+(?:,\s*\d+)*\]/gu, "")} citations={[]} activeSource={null} onOpenSource={() => undefined} />
        </section>
      )}
      {result && (
        <section className="rounded-lg border p-4 sm:p-5">
          <SummaryView summary={result} />
        </section>
      )}
    </div>
  );
}
