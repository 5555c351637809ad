import { useEffect, useState, type FormEvent } from "react";
import type { FolioClient } from "@folio/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { inputStyles } from "@/components/ui/input-styles";
import type { Connection } from "../connection.ts";
import { SELECTION } from "../messages.ts";
import { askAboutPage, currentTab, type PageAnswer } from "../page-actions.ts";
import { errorText } from "./error-text.ts";

/** A question about the current tab, answered from its text with numbered citations quoting that text. */
export function AskSection({ connection, folio }: { connection: Connection; folio: FolioClient }) {
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState<PageAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // "Ask Folio about this" on a selection: the question starts from the selected words.
  useEffect(() => {
    const take = (value: unknown) => {
      const text = (value as { text?: string } | undefined)?.text;
      if (text) setQuestion(`What does this mean: "${text.slice(0, 500)}"?`);
    };
    void chrome.storage.session.get(SELECTION).then((found) => take(found[SELECTION]));
    const onChange = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === "session" && SELECTION in changes) take(changes[SELECTION]?.newValue);
    };
    chrome.storage.onChanged.addListener(onChange);
    return () => chrome.storage.onChanged.removeListener(onChange);
  }, []);

  async function ask(event: FormEvent) {
    event.preventDefault();
    const q = question.trim();
    if (!q) return setError("Type a question about this page.");
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      const tab = await currentTab();
      if (!tab?.id) throw new Error("Open a web page to ask about it.");
      setAnswer(await askAboutPage(folio, connection, tab.id, q));
      await chrome.storage.session.remove(SELECTION);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="ask-title" className="flex flex-col gap-2">
      <h2 id="ask-title" className="font-semibold">Ask about this page</h2>
      <form onSubmit={(e) => void ask(e)} className="flex flex-col gap-2" noValidate>
        <Label htmlFor="question" className="sr-only">Question</Label>
        <textarea id="question" rows={3} value={question} onChange={(e) => setQuestion(e.target.value)} placeholder="What is this page about?" className={`${inputStyles} h-auto`} />
        <Button type="submit" loading={busy} className="self-start">Ask</Button>
      </form>
      {busy && <p role="status" className="text-sm text-muted-foreground">Reading the page and asking Folio…</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {answer && (
        <div data-testid="answer" className="flex flex-col gap-2 rounded-lg bg-muted p-3 text-sm">
          <p className="whitespace-pre-wrap">{answer.text}</p>
          {answer.citations.length > 0 && (
            <ol aria-label="Citations" className="flex flex-col gap-1.5">
              {answer.citations.map((c) => (
                <li key={c.n} data-testid="citation" className="border-l-2 border-primary pl-2">
                  <span className="font-medium">[{c.n}]</span> “{c.quote}”
                </li>
              ))}
            </ol>
          )}
          <a href={`${connection.server}/documents/${answer.docId}`} target="_blank" rel="noreferrer" className="text-primary underline-offset-4 hover:underline">
            Open in Folio
          </a>
        </div>
      )}
    </section>
  );
}
