import { useEffect, useRef, useState, type DragEvent } from "react";
import { Link } from "@tanstack/react-router";
import { FileUp, Link2, Square, UploadCloud } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorDetail, isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/cn";
import { useQueryClient } from "@tanstack/react-query";
import { useUsage } from "@/features/billing";
import { documentKeys, useImportUrl } from "../api";
import { formatSizeLimit } from "@folio/contract";
import { uploadDocument, type UploadHandle } from "../upload-file";
import { ACCEPT_ATTRIBUTE, fileTypeOfName, pickOne, validateFile } from "../upload-validation";
import { ProcessingStatus } from "./processing-status";
import { ProgressBar } from "./status-badge";

type Phase =
  | { kind: "idle" }
  | { kind: "uploading"; name: string; percent: number }
  | { kind: "processing"; docId: string; name: string }
  | { kind: "error"; message: string };

/** What was shared to the installed app (its share target): a file starts uploading, a link fills the URL field. */
export interface SharedToUpload {
  file?: File;
  url?: string;
}

/** /upload and /file-upload: one file at a time (drop or pick), or a public URL; then live processing. */
export function UploadPage({ shared }: { shared?: SharedToUpload } = {}) {
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);
  const [url, setUrl] = useState(shared?.url ?? "");
  const sharedStarted = useRef(false);
  const handle = useRef<UploadHandle | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const usage = useUsage();
  const importUrl = useImportUrl();
  const qc = useQueryClient();
  const maxBytes = usage.data?.limits.find((l) => l.key === "file_size_bytes")?.total ?? null;
  const busy = phase.kind === "uploading";

  const fail = (err: unknown) => {
    if (err instanceof DOMException && err.name === "AbortError") {
      setPhase({ kind: "idle" });
      return;
    }
    // 402: a plan limit (size, pages, uploads per day): the spec's upgrade prompt as well as the reason.
    if (isApiError(err, 402)) toast.upgrade();
    setPhase({ kind: "error", message: errorDetail(err) });
  };

  const start = (files: ArrayLike<File>) => {
    const { file, error } = pickOne(files);
    if (error) return setPhase({ kind: "error", message: error });
    if (!file) return;
    const invalid = validateFile(file, maxBytes);
    if (invalid) {
      // Too large for the plan (a supported file): the reason and the upgrade prompt.
      if (maxBytes !== null && file.size > maxBytes && fileTypeOfName(file.name)) toast.upgrade();
      return setPhase({ kind: "error", message: invalid });
    }
    const upload = uploadDocument(file, (percent) => setPhase({ kind: "uploading", name: file.name, percent }));
    handle.current = upload;
    setPhase({ kind: "uploading", name: file.name, percent: 0 });
    upload.promise
      .then((accepted) => {
        void qc.invalidateQueries({ queryKey: documentKeys.lists() });
        setPhase({ kind: "processing", docId: accepted.doc_id, name: accepted.name });
      })
      .catch(fail)
      .finally(() => {
        handle.current = null;
      });
  };

  // A shared file is uploaded once, as soon as the plan's size limit is known.
  useEffect(() => {
    if (!shared?.file || sharedStarted.current || usage.isPending) return;
    sharedStarted.current = true;
    start([shared.file]);
  });

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!busy) start(e.dataTransfer.files);
  };

  const submitUrl = () => {
    if (!url.trim()) return;
    importUrl.mutate(url.trim(), {
      onSuccess: (accepted) => {
        setUrl("");
        setPhase({ kind: "processing", docId: accepted.doc_id, name: accepted.name });
      },
      onError: fail,
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Upload a document</h1>
        <Button asChild variant="outline" size="sm">
          <Link to="/documents">All documents</Link>
        </Button>
      </div>

      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
          dragging ? "border-primary bg-primary-soft" : "border-border bg-card",
        )}
      >
        <UploadCloud aria-hidden="true" className="size-10 text-primary" />
        <p className="font-medium">Drop a file here, or choose one</p>
        <p className="text-sm text-muted-foreground">
          PDF, TXT, PPT, PPTX, EPUB, RTF or CSV{maxBytes !== null ? `, up to ${formatSizeLimit(maxBytes)}` : ""}. One file at a time.
        </p>
        <input
          ref={inputRef}
          id="document-file"
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          data-testid="document-file-input"
          disabled={busy}
          onChange={(e) => {
            start(e.target.files ?? []);
            e.target.value = "";
          }}
        />
        <Button onClick={() => inputRef.current?.click()} disabled={busy}>
          <FileUp aria-hidden="true" /> Choose a file
        </Button>
      </div>

      {phase.kind === "error" && <Alert tone="error">{phase.message}</Alert>}

      {phase.kind === "uploading" && (
        <section aria-label="Upload" className="grid gap-2 rounded-lg border bg-card p-4">
          <div className="flex items-center justify-between gap-2 text-sm">
            <p className="min-w-0 truncate" role="status">
              Uploading {phase.name}… <span className="tabular-nums">{phase.percent}%</span>
            </p>
            <Button variant="ghost" size="sm" onClick={() => handle.current?.abort()}>
              <Square /> Cancel
            </Button>
          </div>
          <ProgressBar value={phase.percent} label={`Uploading ${phase.name}`} />
        </section>
      )}

      {phase.kind === "processing" && (
        <section aria-label="Processing" className="grid gap-2 rounded-lg border bg-card p-4">
          <p className="truncate text-sm font-medium">{phase.name}</p>
          <ProcessingStatus docId={phase.docId} />
        </section>
      )}

      <form
        className="grid gap-3 rounded-lg border bg-card p-4"
        onSubmit={(e) => {
          e.preventDefault();
          submitUrl();
        }}
      >
        <Field label="Import from a link" hint="A public web address of a PDF, TXT, PPT, PPTX, EPUB, RTF or CSV file.">
          <Input type="text" inputMode="url" placeholder="https://example.com/paper.pdf" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
        <div>
          <Button type="submit" variant="outline" loading={importUrl.isPending} disabled={busy || !url.trim()}>
            <Link2 aria-hidden="true" /> Import
          </Button>
        </div>
      </form>
    </div>
  );
}
