import { Link } from "@tanstack/react-router";
import { FolioLogo } from "@/components/folio-logo";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { isRegistered } from "@/lib/session";
import { useCurrentUser, DEFAULT_AFTER_LOGIN } from "@/features/accounts";

export function HomeHeader() {
  const user = useCurrentUser();
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
      <Link to="/" className={cn("rounded-md", focusRing)} aria-label="Folio home">
        <FolioLogo />
      </Link>
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
