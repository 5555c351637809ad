import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { PodcastSource } from "@folio/contract";
import { toast } from "@/lib/toast";
import { cancelPodcast, fetchPodcast, podcastKeys, startPodcast } from "./api";
import { PodcastGeneration } from "./generation";

type Outcome = "completed" | "failed" | "cancelled";

/** Start a podcast and follow it as spec point 4 says; `onSettled` closes the dialog. */
export function usePodcastGeneration(onSettled?: (outcome: Outcome) => void) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);
  const podcastId = useRef<string | null>(null);
  const settled = useRef(onSettled);
  const generation = useRef<PodcastGeneration | null>(null);

  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    const g = new PodcastGeneration({
      fetchPodcast,
      refreshList: () => void qc.invalidateQueries({ queryKey: podcastKeys.lists() }),
      toastSuccess: (title) => toast.success(title),
      toastError: (title, description) => toast.error(title, description),
      onProgress: setProgress,
      onSettled: (outcome) => {
        setRunning(false);
        settled.current?.(outcome);
      },
    });
    generation.current = g;
    return () => g.dispose();
  }, [qc]);

  async function start(id: string, source: PodcastSource) {
    setRunning(true);
    try {
      const { podcast_id } = await startPodcast(id, source);
      podcastId.current = podcast_id;
      void qc.invalidateQueries({ queryKey: podcastKeys.lists() });
      generation.current?.follow(podcast_id);
    } catch {
      generation.current?.startFailed();
    }
  }

  function cancel() {
    const id = podcastId.current;
    generation.current?.cancel();
    if (id) void cancelPodcast(id).catch(() => undefined).finally(() => void qc.invalidateQueries({ queryKey: podcastKeys.lists() }));
  }

  return { progress, running, start, cancel };
}
