import { Bot } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ListSkeleton, LoadError } from "@/components/list-states";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useConnections, useDisconnect } from "../api";

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** Settings: assistants connected by OAuth, each with Disconnect (its tokens stop working at once). */
export function ConnectedAssistantsSection() {
  const connections = useConnections();
  const disconnect = useDisconnect();
  return (
    <Card aria-labelledby="assistants-title">
      <CardHeader>
        <CardTitle id="assistants-title">Connected assistants</CardTitle>
        <CardDescription>Claude, ChatGPT, Cursor and other assistants you allowed to search and ask your library.</CardDescription>
      </CardHeader>
      <CardContent>
        {connections.isPending ? (
          <ListSkeleton label="Loading connected assistants" count={2} itemClassName="h-14 rounded-md" />
        ) : connections.isError ? (
          <LoadError error={connections.error} onRetry={() => void connections.refetch()} />
        ) : connections.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No assistant is connected. Set one up below; it asks for your permission here first.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Connected assistants">
            {connections.data.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Bot className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0">
                    <p className="truncate font-medium">{c.client_name}</p>
                    <p className="text-xs text-muted-foreground">
                      Connected {DATE.format(new Date(c.connected_at))}
                      {c.last_used_at ? ` · last used ${DATE.format(new Date(c.last_used_at))}` : " · not used yet"}
                    </p>
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  loading={disconnect.isPending && disconnect.variables === c.id}
                  aria-label={`Disconnect ${c.client_name}`}
                  onClick={() =>
                    disconnect.mutate(c.id, {
                      onSuccess: () => toast.success("Assistant disconnected", `${c.client_name} can no longer use your library.`),
                      onError: (err) => toast.error("Could not disconnect", errorDetail(err)),
                    })
                  }
                >
                  Disconnect
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
