import { useEffect, useState } from "react";
import type { FolioClient } from "@folio/client";
import type { Folder } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { inputStyles } from "@/components/ui/input-styles";
import type { Connection } from "../connection.ts";
import { currentTab, savePage } from "../page-actions.ts";
import { errorText } from "./error-text.ts";

type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "processing"; docId: string } | { kind: "ready"; docId: string; asText: boolean } | { kind: "error"; message: string };

/** "Save to library": imports the tab's URL into Folio, into the chosen folder, and follows it until ready. */
export function SaveSection({ connection, folio, onSaved }: { connection: Connection; folio: FolioClient; onSaved: () => void }) {
  const [folders, setFolders] = useState<Folder[]>([]);
  const [folderId, setFolderId] = useState(connection.folderId ?? "");
  const [state, setState] = useState<SaveState>({ kind: "idle" });

  useEffect(() => {
    folio.folders.list({ knowledge_base_type: "FOLDER" }).then((r) => setFolders(r.knowledge_bases), () => setFolders([]));
  }, [folio]);

  async function save() {
    setState({ kind: "saving" });
    try {
      const tab = await currentTab();
      if (!tab?.url || tab.id === undefined) throw new Error("Open a web page to save it.");
      const { docId, via } = await savePage(folio, { id: tab.id, url: tab.url }, folderId || null);
      setState({ kind: "processing", docId });
      onSaved();
      await folio.documents.waitUntilReady(docId, { intervalMs: 1000, timeoutMs: 300_000 });
      setState({ kind: "ready", docId, asText: via === "text" });
      onSaved();
    } catch (e) {
      setState({ kind: "error", message: errorText(e) });
    }
  }

  const busy = state.kind === "saving" || state.kind === "processing";
  return (
    <section aria-labelledby="save-title" className="flex flex-col gap-2">
      <h2 id="save-title" className="font-semibold">Save to library</h2>
      {connection.readOnly ? (
        <p className="text-sm text-muted-foreground">This connection is read-only: reconnect with write access to save pages.</p>
      ) : (
        <>
          <Label htmlFor="folder">Folder</Label>
          <select id="folder" value={folderId} onChange={(e) => setFolderId(e.target.value)} disabled={Boolean(connection.folderId)} className={inputStyles}>
            {!connection.folderId && <option value="">No folder (library)</option>}
            {folders.map((f) => (
              <option key={f.id} value={f.id}>{f.name}</option>
            ))}
          </select>
          <Button onClick={() => void save()} loading={busy} className="self-start">Save this page</Button>
        </>
      )}
      {state.kind === "processing" && <p role="status" className="text-sm text-muted-foreground">Saved; Folio is processing the page…</p>}
      {state.kind === "ready" && (
        <Alert tone="success">
          Ready in your library{state.asText ? ", saved as the page's text (Folio imports files by address, not web pages)" : ""}. <a href={`${connection.server}/documents/${state.docId}`} target="_blank" rel="noreferrer" className="underline">Open it</a>
        </Alert>
      )}
      {state.kind === "error" && <Alert tone="error">{state.message}</Alert>}
    </section>
  );
}
