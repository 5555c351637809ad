import { useState, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Headphones, ListMusic } from "lucide-react";
import type { PodcastSource } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { usePodcastGeneration } from "../use-podcast-generation";

interface MakePodcastDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What to make it from; the dialog's picker (if any) fills it. */
  source: { id: string; source: PodcastSource } | null;
  /** A picker shown before the podcast starts (the /podcast page chooses a document). */
  children?: ReactNode;
}

/** The podcast being made: a progress bar that counts to 90 while the job works, and Cancel. */
export function MakePodcastDialog({ open, onOpenChange, source, children }: MakePodcastDialogProps) {
  const gen = usePodcastGeneration((outcome) => {
    if (outcome !== "completed") onOpenChange(false);
    else setTimeout(() => onOpenChange(false), 1_000);
  });
  const started = gen.running || gen.progress > 0;

  return (
    <Dialog open={open} onOpenChange={(next) => (next || !gen.running ? onOpenChange(next) : gen.cancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Make a podcast</DialogTitle>
          <DialogDescription>Two hosts talk through the key passages; each chapter links to the page it comes from.</DialogDescription>
        </DialogHeader>
        {!started && children}
        {started && (
          <div className="grid gap-2">
            <p role="status" aria-live="polite" className="text-sm">
              {gen.progress >= 100 ? "Your podcast is ready." : "Making your podcast…"} <span className="tabular-nums">{gen.progress}%</span>
            </p>
            <div role="progressbar" aria-label="Podcast progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={gen.progress} className="h-2 w-full overflow-hidden rounded-full bg-muted">
              <div className="h-full bg-primary transition-[width]" style={{ width: `${gen.progress}%` }} />
            </div>
          </div>
        )}
        <DialogFooter>
          {gen.running ? (
            <Button variant="outline" onClick={gen.cancel}>
              Cancel
            </Button>
          ) : (
            <Button disabled={!source || started} onClick={() => source && void gen.start(source.id, source.source)}>
              <Headphones /> Make podcast
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "Make a podcast" for one document or conversation. */
export function MakePodcastButton({ id, source, variant = "outline" }: { id: string; source: PodcastSource; variant?: "outline" | "ghost" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size="sm" onClick={() => setOpen(true)} aria-label="Make a podcast">
        <Headphones aria-hidden="true" /> <span className="hidden sm:inline">Make a podcast</span>
      </Button>
      {source === "CONVERSATION" && (
        <Button asChild variant={variant} size="sm">
          <Link to="/podcast" search={{ conversation: id }} aria-label="This conversation's podcasts">
            <ListMusic aria-hidden="true" /> <span className="hidden sm:inline">Podcasts</span>
          </Link>
        </Button>
      )}
      {open && <MakePodcastDialog open={open} onOpenChange={setOpen} source={{ id, source }} />}
    </>
  );
}
