import { CHECKED_ON, type Source } from "@/lib/comparisons";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";

/** The sources of a page's facts, each once, with the date they were checked. */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  const unique = [...new Map(sources.map((s) => [s.url, s])).values()];
  return (
    <section aria-labelledby="sources-title" className="grid gap-2 text-sm text-muted-foreground">
      <h2 id="sources-title" className="text-base font-semibold text-foreground">
        Sources
      </h2>
      <p>
        Facts about other products come from their own documentation, checked on {CHECKED_ON}. What we could not find there is left out. Products change: check their sites before
        you decide.
      </p>
      <ul className="grid list-disc gap-1 pl-5">
        {unique.map((s) => (
          <li key={s.url}>
            <a href={s.url} rel="noopener noreferrer" className={cn("rounded-sm underline underline-offset-4 hover:text-foreground", focusRing)}>
              {s.title}
            </a>
            {s.published && ` (dated ${s.published})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
