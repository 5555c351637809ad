import { useState } from "react";
import { Video } from "lucide-react";
import type { RecordingSummary } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { EmptyState, ListSkeleton, LoadError, QueryList } from "@/components/list-states";
import { useRecordingReplay, useRecordings } from "../api";
import { ReplayPlayer } from "./replay-player";

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function duration(r: RecordingSummary): string {
  const s = Math.max(0, Math.round((Date.parse(r.last_event_at) - Date.parse(r.started_at)) / 1000));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

function size(bytes: number): string {
  return bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The operator's session recordings (/admin/recordings): the list, newest first, and the one being replayed. */
export function RecordingsPage() {
  const list = useRecordings();
  const [selected, setSelected] = useState<RecordingSummary | null>(null);
  const recordings = list.data?.recordings ?? [];

  return (
    <div className="grid grid-cols-1 gap-4">
      <header>
        <title>Recordings · Operator · Folio</title>
        <h2 className="text-xl font-semibold tracking-tight">Recordings</h2>
        <p className="text-sm text-muted-foreground">
          Sessions of users who allowed recording. Inputs and document text are masked; recordings are deleted after {list.data?.retention_days ?? "…"} days.
        </p>
      </header>
      {selected ? <Replay recording={selected} onClose={() => setSelected(null)} /> : null}
      <QueryList
        query={list}
        loading={{ label: "Loading recordings", count: 4, itemClassName: "h-16" }}
        isEmpty={recordings.length === 0}
        empty={<EmptyState icon={<Video />} title="No recordings yet" description="Sessions appear here once users who allowed recording use Folio." />}
      >
        <ul className="grid grid-cols-1 gap-2" aria-label="Recordings">
          {recordings.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{r.user_email ?? "Visitor without an account"}</p>
                <p className="text-xs text-muted-foreground">
                  <span className="break-all">{r.page}</span> · <time dateTime={r.started_at}>{WHEN.format(new Date(r.started_at))}</time> · {duration(r)} · {r.event_count} events · {size(r.byte_count)}
                </p>
              </div>
              <Button variant={selected?.id === r.id ? "primary" : "outline"} size="sm" onClick={() => setSelected(r)} aria-label={`Replay the session of ${r.user_email ?? "a visitor"} at ${WHEN.format(new Date(r.started_at))}`}>
                Replay
              </Button>
            </li>
          ))}
        </ul>
      </QueryList>
    </div>
  );
}

function Replay({ recording, onClose }: { recording: RecordingSummary; onClose: () => void }) {
  const replay = useRecordingReplay(recording.id);
  return (
    <section aria-label="Replay" className="grid grid-cols-1 gap-3 rounded-lg border p-4">
      <div className="flex items-center gap-2">
        <h2 className="min-w-0 flex-1 truncate font-semibold">Replay: {recording.user_email ?? "visitor"}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {replay.isPending ? (
        <ListSkeleton label="Loading the recording" count={1} itemClassName="h-64" />
      ) : replay.isError ? (
        <LoadError error={replay.error} onRetry={() => void replay.refetch()} />
      ) : (
        <ReplayPlayer key={recording.id} events={replay.data.events} />
      )}
    </section>
  );
}
