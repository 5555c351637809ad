import { useState } from "react";
import { Check, Copy, Link2Off } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { shareUrl, useRevokeShare, useShareLink } from "../api";

/**
 * The folder's share link: opening the dialog makes it (or shows the live one). Anyone with it sees
 * the folder's chats read-only; revoking (asked first) makes it answer "not found" at once.
 */
export function ShareDialog({ folder, onClose }: { folder: { id: string; name: string }; onClose: () => void }) {
  const link = useShareLink(folder.id, true);
  const revoke = useRevokeShare();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const url = link.data ? shareUrl(link.data.url) : "";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copied");
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("The link could not be copied", "Select it and copy it yourself.");
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Share “{folder.name}”</DialogTitle>
          <DialogDescription>Anyone with this link can read the folder&apos;s chats and the passages they cite, without an account. Nothing else of yours is shown.</DialogDescription>
        </DialogHeader>
        {link.isPending ? (
          <div role="status" aria-label="Making the link">
            <Skeleton className="h-10" />
          </div>
        ) : link.isError ? (
          <Alert tone="error">{errorDetail(link.error)}</Alert>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="share-link">Share link</Label>
            <div className="flex gap-2">
              <Input id="share-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
              <Button onClick={() => void copy()} aria-label="Copy link">
                {copied ? <Check /> : <Copy />} {copied ? "Copied" : "Copy"}
              </Button>
            </div>
          </div>
        )}
        <DialogFooter className="gap-2 sm:justify-between">
          <Button
            variant="outline"
            className="text-destructive"
            disabled={!link.data}
            onClick={() => setConfirming(true)}
          >
            <Link2Off /> Revoke link
          </Button>
          <Button variant="outline" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
      {confirming && (
        <ConfirmDialog
          title="Revoke the share link?"
          description="Anyone who has the link can no longer read this folder's chats. Sharing again makes a new link; this one stays dead."
          confirmLabel="Revoke link"
          pending={revoke.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            revoke.mutate(folder.id, {
              onSuccess: () => {
                toast.success("Link revoked", "The link no longer opens the folder's chats.");
                onClose();
              },
              onError: (err) => {
                setConfirming(false);
                toast.error(errorDetail(err));
              },
            })
          }
        />
      )}
    </Dialog>
  );
}
