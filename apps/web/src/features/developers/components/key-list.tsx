import { useState } from "react";
import { KeyRound } from "lucide-react";
import type { ApiKey } from "@folio/contract";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, QueryList } from "@/components/list-states";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useApiKeys, useRevokeApiKey, useScopeFolders } from "../api";
import { describeScope } from "../key-form";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

function KeyRow({ apiKey, folderName, onRevoke }: { apiKey: ApiKey; folderName?: string; onRevoke: () => void }) {
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start" aria-label={apiKey.name}>
      <div className="grid min-w-0 gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="truncate font-medium">{apiKey.name}</span>
          <span className={apiKey.key_type === "PRODUCTION" ? "rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground" : "rounded-full bg-muted px-2 py-0.5 text-xs"}>
            {apiKey.key_type === "PRODUCTION" ? "Production" : "Development"}
          </span>
          <code className="rounded bg-muted px-1.5 py-0.5 text-xs" aria-label={`Key starts with ${apiKey.prefix}`}>
            {apiKey.prefix}…
          </code>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div className="flex gap-2 sm:grid sm:gap-0">
            <dt className="text-muted-foreground">Can use</dt>
            <dd>{describeScope(apiKey.scope, folderName)}</dd>
          </div>
          <div className="flex gap-2 sm:grid sm:gap-0">
            <dt className="text-muted-foreground">Created</dt>
            <dd>{when(apiKey.created_at)}</dd>
          </div>
          <div className="flex gap-2 sm:grid sm:gap-0">
            <dt className="text-muted-foreground">Last used</dt>
            <dd>{apiKey.last_used_at ? when(apiKey.last_used_at) : "Never"}</dd>
          </div>
        </dl>
      </div>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </Button>
    </li>
  );
}

/** The keys that work, newest first, each revoked after a confirmation. */
export function KeyList({ onCreate }: { onCreate: () => void }) {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const list = keys.data ?? [];
  const folders = useScopeFolders(list.some((k) => k.scope.knowledge_base_id));
  const folderName = (id: string | null) => (id ? folders.data?.find((f) => f.id === id)?.name : undefined);

  return (
    <>
      <QueryList
        query={keys}
        loading={{ label: "Loading API keys", count: 2, itemClassName: "h-20", className: "grid gap-2" }}
        isEmpty={list.length === 0}
        empty={
          <EmptyState
            icon={<KeyRound />}
            title="No API keys yet"
            description="Create a key to call Folio from your own programs. Start with a development key."
            action={<Button onClick={onCreate}>Create an API key</Button>}
          />
        }
      >
        <ul className="divide-y rounded-lg border" aria-label="API keys">
          {list.map((k) => (
            <KeyRow key={k.id} apiKey={k} folderName={folderName(k.scope.knowledge_base_id)} onRevoke={() => setRevoking(k)} />
          ))}
        </ul>
      </QueryList>
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          description="Programs using this key stop working at once: their calls answer 401. This cannot be undone; you can create a new key."
          confirmLabel="Revoke key"
          pending={revoke.isPending}
          onClose={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                toast.success("API key revoked", `“${revoking.name}” no longer works.`);
                setRevoking(null);
              },
              onError: (err) => toast.error("The key was not revoked", errorDetail(err)),
            })
          }
        />
      )}
    </>
  );
}
