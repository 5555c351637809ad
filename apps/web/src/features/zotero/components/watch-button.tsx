import { Eye, EyeOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUnwatchCollection, useWatchCollection, useZoteroWatches } from "../api";

/** Watch the chosen collection (new items imported every 15 minutes into the chosen folder), or stop watching it. */
export function WatchButton({ library, collection, collectionName, folderId }: { library: string; collection: string; collectionName: string; folderId: string | undefined }) {
  const watches = useZoteroWatches(true);
  const watch = useWatchCollection();
  const unwatch = useUnwatchCollection();
  const current = watches.data?.watches.find((w) => w.library === library && w.collection === collection);
  if (watches.isPending) return null;
  if (current) {
    return (
      <Button
        type="button"
        variant="ghost"
        loading={unwatch.isPending}
        onClick={() =>
          unwatch.mutate(current.id, {
            onSuccess: () => toast.success("No longer watching", `New items in “${collectionName}” are not imported any more.`),
            onError: (err) => toast.error("Could not stop watching", errorDetail(err)),
          })
        }
      >
        <EyeOff aria-hidden="true" /> Stop watching
      </Button>
    );
  }
  return (
    <Button
      type="button"
      variant="ghost"
      loading={watch.isPending}
      onClick={() =>
        watch.mutate(
          { library, collection, knowledge_base_id: folderId },
          {
            onSuccess: () => toast.success("Watching the collection", `New items added to “${collectionName}” in Zotero are imported every 15 minutes.`),
            onError: (err) => toast.error("Could not watch the collection", errorDetail(err)),
          },
        )
      }
    >
      <Eye aria-hidden="true" /> Watch for new items
    </Button>
  );
}
