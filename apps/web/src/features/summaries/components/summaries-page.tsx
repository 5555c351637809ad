import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, Copy, FileText, Plus, Trash2 } from "lucide-react";
import type { Summary } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDeleteSummary, useSummary, useSummaryList } from "../api";
import { FORMAT_LABELS, LENGTH_LABELS, PASTED_TEXT, SUMMARY_MESSAGES } from "../options";
import { copySummary, formatDate, SummaryView } from "./summary-view";
import { EmptyState, LoadMoreButton, QueryList } from "@/components/list-states";

/** /summarise: saved summaries with their source document, newest first; ?id= re-opens one. */
export function SummariesPage({ openId }: { openId?: string }) {
  const navigate = useNavigate();
  const list = useSummaryList();
  const [deleting, setDeleting] = useState<Summary | null>(null);
  // Owned by the page, which outlives the confirmation dialog, so the result's toast always shows.
  const remove = useDeleteSummary();
  const summaries = list.data?.pages.flatMap((p) => p.summaries) ?? [];
  const open = (id?: string) => void navigate({ to: "/summarise", search: id ? { id } : {} });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8">
      {openId ? (
        <OpenSummary id={openId} onBack={() => open()} onDelete={setDeleting} />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <h1 className="text-2xl font-semibold">Summaries</h1>
            <Button asChild>
              <Link to="/summarise/new">
                <Plus aria-hidden="true" /> New summary
              </Link>
            </Button>
          </div>
          <QueryList
            query={list}
            loading={{ label: "Loading summaries", count: 3, itemClassName: "h-[88px]" }}
            isEmpty={summaries.length === 0}
            empty={
              <EmptyState
                title="No summaries yet"
                description="Summarise a whole document or a pasted text; every statement cites where it comes from."
                action={
                  <Button asChild>
                    <Link to="/summarise/new">
                      <Plus aria-hidden="true" /> Summarise a document
                    </Link>
                  </Button>
                }
              />
            }
          >
            <ul className="flex flex-col gap-3" aria-label="Summaries">
              {summaries.map((s) => (
                <SummaryCard key={s.summary_id} summary={s} onOpen={() => open(s.summary_id)} onDelete={() => setDeleting(s)} />
              ))}
            </ul>
            <LoadMoreButton list={list} />
          </QueryList>
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this summary?"
          description={`“${deleting.name}” will be deleted. The document it summarises is kept.`}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting.summary_id, {
              onSuccess: () => {
                toast.success(SUMMARY_MESSAGES.deleted);
                if (openId === deleting.summary_id) open();
              },
              onError: () => toast.error(SUMMARY_MESSAGES.deleteFailed),
            });
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

function SummaryCard({ summary, onOpen, onDelete }: { summary: Summary; onOpen(): void; onDelete(): void }) {
  const running = summary.status === "QUEUED" || summary.status === "SUMMARISING";
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:p-4" aria-label={summary.name}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate font-medium" dir="auto">
            {summary.status === "COMPLETED" ? (
              <button type="button" onClick={onOpen} className="truncate text-start hover:underline focus-visible:underline">
                {summary.name}
              </button>
            ) : (
              summary.name
            )}
          </h2>
          <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <FileText aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate" dir="auto" data-testid="summary-source">
              {summary.doc_name ?? PASTED_TEXT}
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            {formatDate(summary.date_time)} · {FORMAT_LABELS[summary.format].split(" (")[0]} · {LENGTH_LABELS[summary.length]}
          </p>
        </div>
        <div className="flex shrink-0 items-center">
          {summary.status === "COMPLETED" && (
            <Button variant="ghost" size="icon-sm" onClick={() => void copySummary(summary)} aria-label={`Copy ${summary.name}`}>
              <Copy />
            </Button>
          )}
          <Button variant="ghost" size="icon-sm" onClick={onDelete} aria-label={`Delete ${summary.name}`}>
            <Trash2 />
          </Button>
        </div>
      </div>
      {summary.status === "COMPLETED" ? (
        <div className="flex items-end justify-between gap-3">
          <p className="line-clamp-2 text-sm text-muted-foreground" dir="auto">
            {summary.text.replace(/^#+\s.*$/gmu, "").replace(/\[\d+\]/gu, "").replace(/^- /gmu, "").trim()}
          </p>
          <Button variant="outline" size="sm" onClick={onOpen} className="shrink-0">
            Open
          </Button>
        </div>
      ) : running ? (
        <p role="status" className="text-sm text-muted-foreground">
          Being summarised… <span className="tabular-nums">{summary.progress}%</span>
        </p>
      ) : (
        <p className="text-sm text-destructive-text">{summary.error ?? "The summary could not be made."}</p>
      )}
    </li>
  );
}

function OpenSummary({ id, onBack, onDelete }: { id: string; onBack(): void; onDelete(s: Summary): void }) {
  const summary = useSummary(id);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ms-2">
          <ArrowLeft aria-hidden="true" /> Summaries
        </Button>
        {summary.data && (
          <Button variant="ghost" size="sm" onClick={() => onDelete(summary.data)} aria-label={`Delete ${summary.data.name}`}>
            <Trash2 aria-hidden="true" /> <span className="hidden sm:inline">Delete</span>
          </Button>
        )}
      </div>
      <h1 className="sr-only">Summary</h1>
      {summary.isPending ? (
        <Skeleton className="h-[240px]" />
      ) : summary.isError ? (
        <Alert tone="error">{errorDetail(summary.error)}</Alert>
      ) : summary.data.status === "COMPLETED" ? (
        <SummaryView summary={summary.data} />
      ) : (
        <p role="status" className="rounded-md border px-4 py-3 text-sm text-muted-foreground">
          {summary.data.error ?? `This summary is still being made (${summary.data.progress}%).`}
        </p>
      )}
    </div>
  );
}
