import { CopyButton } from "@/components/copy-button";

/** A program or command as it is to be typed, with its Copy button; long lines scroll inside the block. */
export function CodeBlock({ code, label, file }: { code: string; label: string; file?: string | null }) {
  return (
    <figure className="min-w-0 overflow-hidden rounded-lg border bg-muted/40">
      <figcaption className="flex items-center justify-between gap-2 border-b px-3 py-1.5 text-xs text-muted-foreground">
        <span className="truncate font-mono">{file ?? label}</span>
        <CopyButton text={code} label={`Copy the ${label} example`} variant="ghost" />
      </figcaption>
      <pre className="overflow-x-auto p-3 text-xs leading-relaxed" tabIndex={0} aria-label={`${label} example`}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
