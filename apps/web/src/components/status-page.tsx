import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { FolioLogo } from "./folio-logo";

interface StatusPageProps {
  title: string;
  message: string;
  /** The way forward (a retry button, say); a link home is always offered. */
  action?: ReactNode;
}

/** A whole page that explains what went wrong (not found, failed to load) and how to go on. */
export function StatusPage({ title, message, action }: StatusPageProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-12 text-center">
      <title>{`${title} · Folio`}</title>
      <Link to="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring">
        <FolioLogo />
      </Link>
      <div className="grid max-w-md gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {action}
        <Link to="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
