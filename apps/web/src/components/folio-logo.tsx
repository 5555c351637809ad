import { cn } from "@/lib/cn";

/** The Folio mark and name. The mark is decorative; the name is the accessible text. */
export function FolioLogo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-lg font-semibold tracking-tight", className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M10 8h12v3.2h-8.4v3.6h7.4V18h-7.4v6H10z" className="fill-primary-foreground" />
      </svg>
      Folio
    </span>
  );
}
