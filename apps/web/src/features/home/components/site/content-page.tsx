import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";

/** The text pages' column (FAQ, privacy, terms, changelog...): a title, a lead and readable prose. */
export function ContentPage({ title, lead, updated, children }: { title: string; lead?: ReactNode; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:px-6 lg:py-16">
      <header className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lead && <p className="text-lg text-muted-foreground text-pretty">{lead}</p>}
        {updated && <p className="text-sm text-muted-foreground">Last updated {updated}</p>}
      </header>
      <div className="grid gap-8 leading-relaxed">{children}</div>
    </article>
  );
}

/** One titled part of a text page. */
export function ContentSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="grid gap-3 text-foreground/90 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-5">{children}</div>
    </section>
  );
}

/** A link inside prose: underlined, so it is told apart by more than colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn("rounded-sm font-medium text-primary underline underline-offset-4", focusRing)}>
      {children}
    </Link>
  );
}

/**
 * A link to a public page by its address. The public pages are entries of one registry behind the
 * router's catch-all route, so their addresses are plain strings to the router's types.
 */
export function PageLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
