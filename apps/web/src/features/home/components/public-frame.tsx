import { useEffect, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { replayNotedClicks } from "@/lib/clicks-before-takeover";
import { carryTypedIntoHydrated } from "@/lib/typed-before-takeover";
import { HomeFooter } from "./home-footer";
import { HomeHeader } from "./home-header";
import { GoogleOneTap } from "@/features/accounts";

/** Set on <html> once a public page is hydrated (or rendered by the app): it then acts on typing and clicks. */
const HYDRATED_ATTRIBUTE = "data-hydrated";

export type PublicBackground = "dark" | "white";

/**
 * The frame of every public page: the site header, the page, the site footer. The background is
 * the page's, whatever the visitor's theme: dark for home, compare and pricing, white elsewhere
 * (the spec's rule); the .light class restores the light tokens under a dark <html>.
 */
export function PublicFrame({ background, children }: { background: PublicBackground; children: ReactNode }) {
  // Hydrated over the pre-rendered page (the page's content first): text typed while it hydrated
  // reaches the app's state, and the buttons clicked before the app arrived act now
  // (lib/typed-before-takeover.ts, lib/clicks-before-takeover.ts).
  useEffect(() => {
    carryTypedIntoHydrated(document.getElementById("root"));
    replayNotedClicks();
    // From here on React owns every field and button; end-to-end tests wait for this mark before typing.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return (
    <div className={cn("relative isolate flex min-h-dvh flex-col overflow-x-clip bg-background text-foreground", background === "dark" ? "dark" : "light")}>
      {background === "dark" && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgb(99_102_241/0.22),transparent_65%)]"
        />
      )}
      <HomeHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <HomeFooter />
      <GoogleOneTap />
    </div>
  );
}
