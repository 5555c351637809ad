import { Link } from "@tanstack/react-router";
import { FolioLogo } from "@/components/folio-logo";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";

const linkStyles = cn("rounded-sm text-muted-foreground hover:text-foreground", focusRing);

export function HomeFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <FolioLogo className="text-base" />
          <span className="text-muted-foreground">© {new Date().getFullYear()}</span>
        </div>
        <nav aria-label="Footer" className="flex gap-5">
          <Link to="/login" className={linkStyles}>
            Log in
          </Link>
          <Link to="/register" className={linkStyles}>
            Create an account
          </Link>
        </nav>
      </div>
    </footer>
  );
}
