import { Link } from "@tanstack/react-router";
import { FolioLogo } from "@/components/folio-logo";
import { CookieSettingsButton } from "@/features/consent";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { FOOTER_GROUPS } from "./site-links";

const linkStyles = cn("rounded-sm text-muted-foreground hover:text-foreground", focusRing);

/** The public pages' footer: every section of the site, the legal pages among them. */
export function HomeFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-[1.5fr_repeat(3,1fr)] sm:px-6">
        <div className="grid content-start gap-2">
          <FolioLogo className="text-base" />
          <p className="text-muted-foreground">Chat with your documents. Every answer cites its page.</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="grid content-start gap-2">
            <h2 className="font-semibold">{group.title}</h2>
            <ul className="grid gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkStyles}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pb-8 text-sm sm:px-6">
        <CookieSettingsButton className="text-muted-foreground hover:text-foreground" />
      </div>
    </footer>
  );
}
