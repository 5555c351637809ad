import { Link } from "@tanstack/react-router";
import { CircleCheck, MessageSquare, RotateCcw, Square } from "lucide-react";
import { documentDisplayName } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { isWorking, useCancelDocument, useDocument, useRetryDocument } from "../api";
import { stageLabel, unitCount } from "../format";
import { ProgressBar } from "./status-badge";

/** A just-uploaded document's processing, polled until it is ready or failed, with cancel and retry. */
export function ProcessingStatus({ docId }: { docId: string }) {
  const doc = useDocument(docId);
  const cancel = useCancelDocument();
  const retry = useRetryDocument();
  const onError = (err: unknown) => toast.error(errorDetail(err));

  if (doc.isError) return <Alert tone="error">{errorDetail(doc.error)}</Alert>;
  if (!doc.data) return <ProgressBar value={0} label="Processing" />;
  const d = doc.data;
  const name = documentDisplayName(d);

  if (isWorking(d)) {
    return (
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2 text-sm">
          <p role="status" aria-live="polite">
            {stageLabel(d.stage)}… <span className="tabular-nums">{d.progress}%</span>
          </p>
          <Button variant="ghost" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate(docId, { onError })}>
            <Square /> Cancel
          </Button>
        </div>
        <ProgressBar value={d.progress} label={`Processing ${name}`} />
      </div>
    );
  }
  if (d.status === "failed") {
    return (
      <div className="grid gap-3">
        <Alert tone="error">{d.error ?? "This document could not be read."}</Alert>
        <div>
          <Button variant="outline" loading={retry.isPending} onClick={() => retry.mutate(docId, { onError })}>
            <RotateCcw /> Retry
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-success-text">
        <CircleCheck aria-hidden="true" className="size-4" /> Ready: {name}
        {d.page_count ? ` (${unitCount(d.unit_kind, d.page_count)})` : ""}
      </p>
      {d.ocr_units > 0 && <p className="text-xs text-muted-foreground">Text recognised by OCR in {unitCount(d.unit_kind, d.ocr_units)}.</p>}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/documents/$docId" params={{ docId }}>
            Open document
          </Link>
        </Button>
        <Button asChild variant="outline">
          {/* A plain link: /chat-file starts the conversation in its own route loader. */}
          <a href={`/chat-file/${encodeURIComponent(docId)}`}>
            <MessageSquare /> Chat with it
          </a>
        </Button>
      </div>
    </div>
  );
}
