import { Link } from "@tanstack/react-router";
import { FolioLogo } from "@/components/folio-logo";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { isRegistered } from "@/lib/session";
import { useSessionUser, DEFAULT_AFTER_LOGIN } from "@/features/accounts";
import { HEADER_LINKS } from "./site-links";

const navLink = cn(
  "rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground",
  "[&.active]:text-foreground",
  focusRing,
);

/** The public pages' header: the site's sections, then log in or open the app. */
export function HomeHeader() {
  const user = useSessionUser();
  return (
    <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4 sm:px-6">
      <Link to="/" className={cn("rounded-md", focusRing)} aria-label="Folio home">
        <FolioLogo />
      </Link>
      {/* Below sm the sections take a row of their own under the logo and the account buttons. */}
      <nav aria-label="Site" className="order-last -mx-2 flex w-full gap-1 overflow-x-auto sm:order-none sm:mx-0 sm:w-auto sm:flex-1 sm:justify-center">
        {HEADER_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={navLink}>
            {link.label}
          </Link>
        ))}
      </nav>
      <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
        {isRegistered(user.data) ? (
          <Button asChild size="sm">
            <Link to={DEFAULT_AFTER_LOGIN}>Open Folio</Link>
          </Button>
        ) : (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link to="/login">Log in</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/register">Get started</Link>
            </Button>
          </>
        )}
      </nav>
    </header>
  );
}
