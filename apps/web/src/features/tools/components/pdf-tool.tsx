import { useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { ArrowDown, ArrowUp, Download, FileText, MessagesSquare, X } from "lucide-react";
import { CHAT_LANGUAGES, TOOL_LIMITS, formatFileSize, type ChatLanguage, type ToolEntry } from "@folio/contract";
import { OptionSelect } from "@/components/option-select";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorDetail } from "@/lib/api-client";
import { runOcrText, runPdfTool } from "../api";
import { downloadBlob, type DownloadedFile } from "@/lib/download";
import { ChoiceGroup } from "./controls";
import { ResultActions } from "./result-actions";
import { TextArea } from "./text-area";

const LANGUAGE_LABELS: Record<ChatLanguage, string> = {
  EN: "English", ZH: "Chinese", JA: "Japanese", ES: "Spanish", DE: "German", FR: "French", KO: "Korean", PT: "Portuguese", AR: "Arabic", IT: "Italian",
};
type SplitMode = "ranges" | "every-page" | "size";
const SPLIT_LABELS: Record<SplitMode, string> = { ranges: "By page ranges", "every-page": "Every page", size: "By size" };

function isPdf(f: File): boolean {
  return f.type === "application/pdf" || f.name.toLowerCase().endsWith(".pdf");
}

/**
 * The PDF tools: choose the files (merge takes several, in an order you can change), set the
 * options, and download what the server makes. Nothing is kept after the answer.
 */
export function PdfTool({ tool }: { tool: ToolEntry }) {
  const multiple = tool.slug === "pdf-merge";
  const [files, setFiles] = useState<File[]>([]);
  const [mode, setMode] = useState<SplitMode>("ranges");
  const [ranges, setRanges] = useState("");
  const [maxMb, setMaxMb] = useState("5");
  const [language, setLanguage] = useState<ChatLanguage | "auto">("auto");
  const [ocrResult, setOcrResult] = useState<"pdf" | "text">("pdf");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DownloadedFile | null>(null);
  const [ocrText, setOcrText] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  function choose(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    const rejected = chosen.filter((f) => !isPdf(f));
    const pdfs = chosen.filter(isPdf);
    const next = multiple ? [...files, ...pdfs] : pdfs.slice(0, 1);
    setError(rejected.length ? `Only PDF files: ${rejected.map((f) => f.name).join(", ")} left out.` : next.length > TOOL_LIMITS.pdfFiles ? `At most ${TOOL_LIMITS.pdfFiles} files at a time.` : null);
    setFiles(next.slice(0, TOOL_LIMITS.pdfFiles));
    setResult(null);
    setOcrText(null);
  }

  function move(i: number, by: -1 | 1) {
    const next = [...files];
    const [f] = next.splice(i, 1);
    if (f) next.splice(i + by, 0, f);
    setFiles(next);
  }

  function options(): object | string {
    if (tool.slug === "pdf-split") {
      if (mode === "ranges") {
        if (!/^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/.test(ranges)) return "Write the pages as ranges, for example 1-3,5-6.";
        return { mode, ranges: ranges.replace(/\s+/g, "") };
      }
      if (mode === "size") {
        const mb = Number(maxMb);
        if (!(mb >= 0.1 && mb <= 100)) return "Give a size between 0.1 and 100 MB.";
        return { mode, max_mb: mb };
      }
      return { mode };
    }
    if (tool.slug === "ocr") return language === "auto" ? {} : { language };
    return {};
  }

  async function run() {
    const opts = options();
    if (typeof opts === "string") return setError(opts);
    if (multiple && files.length < 2) return setError("Choose at least two PDFs to merge.");
    if (files.length === 0) return setError("Choose a PDF first.");
    setBusy(true);
    setError(null);
    setResult(null);
    setOcrText(null);
    abort.current = new AbortController();
    try {
      const signal = abort.current.signal;
      if (tool.slug === "ocr" && ocrResult === "text" && files[0]) setOcrText(await runOcrText(files[0], opts, signal));
      else setResult(await runPdfTool(tool.slug, files, opts, signal));
    } catch (err) {
      if (!(err instanceof DOMException && err.name === "AbortError")) setError(errorDetail(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid min-w-0 max-w-3xl grid-cols-1 gap-6">
      <div className="grid gap-2">
        <Label htmlFor="pdf-files">{multiple ? "PDFs to merge (in this order)" : "PDF"}</Label>
        <Input id="pdf-files" type="file" accept="application/pdf,.pdf" multiple={multiple} onChange={(e) => { choose(e.target.files); e.target.value = ""; }} className="h-auto py-2" />
        <p className="text-xs text-muted-foreground">The same size limits as uploads to Folio apply. {multiple ? `Up to ${TOOL_LIMITS.pdfFiles} files.` : ""}</p>
      </div>
      {files.length > 0 && (
        <ol className="grid grid-cols-1 gap-2" aria-label="Chosen files">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate">{f.name}</span>
              <span className="text-xs text-muted-foreground">{formatFileSize(f.size)}</span>
              {multiple && (
                <>
                  <Button variant="ghost" size="icon-sm" aria-label={`Move ${f.name} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={`Move ${f.name} down`} disabled={i === files.length - 1} onClick={() => move(i, 1)}>
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </>
              )}
              <Button variant="ghost" size="icon-sm" aria-label={`Remove ${f.name}`} onClick={() => setFiles(files.filter((_, j) => j !== i))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {tool.slug === "pdf-split" && (
        <div className="grid gap-4">
          <ChoiceGroup legend="Split" choices={["ranges", "every-page", "size"] as const} labels={SPLIT_LABELS} value={mode} onChange={setMode} />
          {mode === "ranges" && (
            <div className="grid max-w-xs gap-2">
              <Label htmlFor="split-ranges">Page ranges (one PDF each)</Label>
              <Input id="split-ranges" value={ranges} onChange={(e) => setRanges(e.target.value)} placeholder="1-3,5-6" inputMode="numeric" />
            </div>
          )}
          {mode === "size" && (
            <div className="grid max-w-xs gap-2">
              <Label htmlFor="split-size">Largest part (MB)</Label>
              <Input id="split-size" value={maxMb} onChange={(e) => setMaxMb(e.target.value)} inputMode="decimal" />
            </div>
          )}
        </div>
      )}
      {tool.slug === "ocr" && (
        <div className="flex flex-wrap items-end gap-6">
          <div className="grid gap-2">
            <Label htmlFor="ocr-language">Language of the scan</Label>
            <div className="w-56">
              <OptionSelect id="ocr-language" options={["auto", ...CHAT_LANGUAGES] as const} labels={{ auto: "Detect", ...LANGUAGE_LABELS }} value={language} onChange={setLanguage} />
            </div>
          </div>
          <ChoiceGroup legend="Result" choices={["pdf", "text"] as const} labels={{ pdf: "Searchable PDF", text: "Text" }} value={ocrResult} onChange={setOcrResult} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run()} loading={busy}>
          {busy ? "Working…" : tool.name}
        </Button>
        {busy && (
          <Button variant="outline" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {result && (
        <div className="grid gap-4 rounded-lg border p-4" role="status">
          <p className="text-sm [overflow-wrap:anywhere]">
            Ready: <span className="font-medium">{result.fileName}</span> ({formatFileSize(result.blob.size)})
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => downloadBlob(result.blob, result.fileName)}>
              <Download aria-hidden="true" />
              Download
            </Button>
            <Button asChild variant="outline">
              <Link to="/upload">
                <MessagesSquare aria-hidden="true" />
                Chat with this PDF
              </Link>
            </Button>
          </div>
        </div>
      )}
      {ocrText !== null && (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor="ocr-text">Text found</Label>
            <ResultActions text={ocrText} fileName="ocr.txt" />
          </div>
          <TextArea id="ocr-text" value={ocrText} readOnly rows={12} />
        </div>
      )}
    </div>
  );
}
