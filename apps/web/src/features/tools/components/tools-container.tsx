import type { ReactNode } from "react";
import { HomeFooter, HomeHeader } from "@/features/home";

/** The public frame of the tools pages: the site's header and footer on a white page. */
export function ToolsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <HomeHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-16 sm:px-6">
        {children}
      </main>
      <HomeFooter />
    </div>
  );
}
