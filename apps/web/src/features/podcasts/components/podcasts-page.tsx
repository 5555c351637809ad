import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Headphones, RotateCcw, Trash2 } from "lucide-react";
import type { Podcast, PodcastChapter } from "@folio/contract";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { DocumentViewer } from "@/features/viewer";
import { useDeletePodcast, usePodcastList } from "../api";
import { formatClock, PODCAST_MESSAGES } from "../generation";
import { MakePodcastDialog } from "./make-podcast-dialog";
import { PodcastPlayer } from "./podcast-player";
import { EmptyState, LoadMoreButton, QueryList } from "@/components/list-states";
import { ReadyDocumentSelect } from "@/features/documents";

/** /podcast: the user's podcasts, newest first in pages of 20, each with its player; make a new one from a document. */
export function PodcastsPage({ conversation }: { conversation?: string }) {
  const list = usePodcastList(conversation);
  const [making, setMaking] = useState(false);
  const [chapter, setChapter] = useState<PodcastChapter | null>(null);
  const [deleting, setDeleting] = useState<Podcast | null>(null);
  // Owned by the page, which outlives the confirmation dialog, so the result's toast always shows.
  const remove = useDeletePodcast();
  const podcasts = list.data?.pages.flatMap((p) => p.podcasts) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">Podcasts</h1>
          {conversation && (
            <p className="text-sm text-muted-foreground">
              Made from one conversation.{" "}
              <Link to="/podcast" className="text-primary underline-offset-4 hover:underline">
                Show all podcasts
              </Link>
            </p>
          )}
        </div>
        <Button onClick={() => setMaking(true)}>
          <Headphones /> New podcast
        </Button>
      </div>

      <QueryList
        query={list}
        loading={{ label: "Loading podcasts", count: 3, itemClassName: "h-[120px]" }}
        isEmpty={podcasts.length === 0}
        empty={
          <EmptyState
            title="No podcasts yet"
            description="Turn a document or a conversation into a two-host audio episode."
            action={
              <Button onClick={() => setMaking(true)}>
                <Headphones aria-hidden="true" /> Make a podcast
              </Button>
            }
          />
        }
      >
        <ul className="flex flex-col gap-3" aria-label="Podcasts">
          {podcasts.map((p) => (
            <PodcastCard key={p.podcast_id} podcast={p} onOpenChapter={setChapter} onDelete={() => setDeleting(p)} />
          ))}
        </ul>
        <LoadMoreButton list={list} />
      </QueryList>

      {making && <NewPodcastDialog onClose={() => setMaking(false)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this podcast?"
          description={`“${deleting.name}” and its audio will be deleted.`}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting.podcast_id, {
              onSuccess: () => toast.success(PODCAST_MESSAGES.deleted),
              onError: () => toast.error(PODCAST_MESSAGES.deleteFailed),
            });
            setDeleting(null);
          }}
        />
      )}
      {chapter && (
        <aside
          aria-label={`Source: ${chapter.locator.label}`}
          className="fixed inset-0 z-40 flex flex-col border-l bg-background shadow-xl lg:left-auto lg:w-[50%] lg:max-w-3xl"
        >
          <DocumentViewer key={`${chapter.doc_id}:${chapter.locator.unit}`} docId={chapter.doc_id} locator={chapter.locator} onClose={() => setChapter(null)} />
        </aside>
      )}
    </div>
  );
}

function PodcastCard({ podcast, onOpenChapter, onDelete }: { podcast: Podcast; onOpenChapter(c: PodcastChapter): void; onDelete(): void }) {
  const done = podcast.status === "COMPLETED";
  const failed = podcast.status === "FAILED";
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border bg-card p-3 sm:p-4" aria-label={podcast.name}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate font-medium">{podcast.name}</h2>
          <p className="text-xs text-muted-foreground">
            {new Date(podcast.date_time).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })}
            {done && podcast.duration_s !== null ? ` · ${formatClock(podcast.duration_s)}` : ""}
          </p>
        </div>
        <Button variant="ghost" size="icon-sm" onClick={onDelete} aria-label={`Delete ${podcast.name}`}>
          <Trash2 />
        </Button>
      </div>
      {done ? (
        <PodcastPlayer podcast={podcast} onOpenChapter={onOpenChapter} />
      ) : failed ? (
        <p className="flex items-center gap-2 text-sm text-destructive">
          <RotateCcw aria-hidden="true" className="size-4" /> {podcast.error ?? PODCAST_MESSAGES.failed}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Being made… <span className="tabular-nums">{podcast.progress}%</span>
        </p>
      )}
    </li>
  );
}

function NewPodcastDialog({ onClose }: { onClose(): void }) {
  const [docId, setDocId] = useState<string>("");
  return (
    <MakePodcastDialog open onOpenChange={(o) => !o && onClose()} source={docId ? { id: docId, source: "DOCUMENT" } : null}>
      <div className="grid gap-2">
        <Label htmlFor="podcast-document">Document</Label>
        <ReadyDocumentSelect id="podcast-document" value={docId} onChange={setDocId} />
      </div>
    </MakePodcastDialog>
  );
}
