import { useState } from "react";
import type { CreatedApiKey } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CopyButton } from "@/components/copy-button";

/**
 * The new key's secret, this once: Folio keeps only its hash, so closing the dialog loses it. The
 * dialog closes only through Done (not a stray click outside), and Done asks to copy first.
 */
export function SecretDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const [warned, setWarned] = useState(false);
  const done = () => {
    if (copied || warned) return onClose();
    setWarned(true);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && done()}>
      <DialogContent hideClose onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Copy your new API key</DialogTitle>
          <DialogDescription>
            This is the only time you will see “{created.name}”. Folio keeps only a hash of it: you will not see it again. Store it where your program reads
            it, such as FOLIO_API_KEY.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="new-api-key">API key</Label>
          <div className="flex gap-2">
            <Input id="new-api-key" readOnly value={created.key} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={created.key} label="Copy the key" variant="primary" size="md" onCopied={() => setCopied(true)} />
          </div>
        </div>
        {warned && !copied && (
          <p role="alert" className="text-sm text-destructive-text">
            You have not copied the key. Close anyway? It cannot be shown again.
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant={copied ? "primary" : "outline"} onClick={done}>
            {warned && !copied ? "Close without copying" : "Done"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
