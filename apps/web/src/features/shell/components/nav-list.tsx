import { Link } from "@tanstack/react-router";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { NAV_ITEMS } from "../nav-items";

/** The main navigation; the current page is marked for sight (colour) and for screen readers (aria-current). */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main">
      <ul className="grid gap-1">
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              data-tour={`nav-${to}`}
              onClick={onNavigate}
              className={cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                "data-[status=active]:bg-primary-soft data-[status=active]:text-primary",
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
