import { useState } from "react";
import { Check, Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { downloadText } from "@/lib/download";

/** Copies `text`; says "Copied" for two seconds, or explains a refused clipboard. */
export function CopyButton({ text, label = "Copy", disabled }: { text: string; label?: string; disabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled || !text}
      aria-label={label === "Copy" ? undefined : label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          toast.error("Copy failed", "The browser refused the clipboard: select the text and copy it yourself.");
        }
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
    </Button>
  );
}

/** Copy and download of a tool's text result. */
export function ResultActions({ text, fileName, type }: { text: string; fileName: string; type?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton text={text} />
      <Button variant="outline" size="sm" disabled={!text} onClick={() => downloadText(text, fileName, type)}>
        <Download aria-hidden="true" />
        Download
      </Button>
    </div>
  );
}
