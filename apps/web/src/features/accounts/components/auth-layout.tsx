import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { FolioLogo } from "@/components/folio-logo";
import { ThemeToggleButton } from "@/components/theme-toggle-button";
import { Card, CardContent } from "@/components/ui/card";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (to log in, to register...). */
  footer?: ReactNode;
}

/** The frame of the account pages: brand and theme switch on top, one card in the middle. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <title>{`${title} · Folio`}</title>
      <header className="flex items-center justify-between px-4 py-3 sm:px-6">
        <Link to="/" className={cn("rounded-md", focusRing)} aria-label="Folio home">
          <FolioLogo />
        </Link>
        <ThemeToggleButton />
      </header>
      <main className="flex flex-1 justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="grid w-full max-w-sm content-start gap-6">
          <div className="grid gap-2 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          <Card>
            <CardContent>{children}</CardContent>
          </Card>
          {footer && <div className="text-center text-sm text-muted-foreground">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
