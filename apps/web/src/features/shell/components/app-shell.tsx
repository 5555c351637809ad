import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "@tanstack/react-router";
import { ProfileCompletionOverlay, useSignedInUser } from "@/features/accounts";
import { AutoCheckout } from "@/features/billing";
import { useServiceWorker } from "@/features/mobile";
import { OnboardingTour } from "@/features/onboarding";
import { MobileTopBar } from "./mobile-top-bar";
import { SidebarContents } from "./sidebar-contents";

/** The frame of every signed-in page: sidebar (or top bar on phones), the page, and the profile overlay. */
export function AppShell() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  // The installable app (docs/decisions/0023): offline shell and share target.
  useServiceWorker();

  // The session ended while the page was open: log in again and come back here.
  useEffect(() => {
    if (user.is_anonymous) void navigate({ to: "/login", search: { next: href }, replace: true });
  }, [user.is_anonymous, navigate, href]);

  if (user.is_anonymous) return null;

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* The aside runs the page's full height (border and background); its contents stay in view. */}
      <aside aria-label="Sidebar" className="hidden w-64 shrink-0 border-r bg-sidebar md:block">
        <div className="sticky top-0 h-dvh">
          <SidebarContents />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
      <ProfileCompletionOverlay user={user} />
      <AutoCheckout />
      <OnboardingTour />
    </div>
  );
}
