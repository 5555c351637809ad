import type { ReactNode } from "react";

/**
 * The width and padding of the tools pages' content. The header, footer and white background are
 * the public site's frame (PublicFrame), which the router puts around every registered page.
 */
export function ToolsContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6">{children}</div>;
}
