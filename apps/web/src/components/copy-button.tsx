import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's accessible name ("Copy the key"). */
  label: string;
  variant?: "outline" | "primary" | "ghost";
  size?: "sm" | "md";
  onCopied?: () => void;
}

/** Copies `text` to the clipboard and says so for two seconds; a refused clipboard is an error toast. */
export function CopyButton({ text, label, variant = "outline", size = "sm", onCopied }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopied?.();
    } catch {
      toast.error("Copy failed", "The clipboard refused it: select the text and copy it yourself.");
    }
  };

  return (
    <Button type="button" variant={variant} size={size} onClick={() => void copy()} aria-label={label}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
    </Button>
  );
}
