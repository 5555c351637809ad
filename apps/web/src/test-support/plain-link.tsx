import type { ReactNode } from "react";

/**
 * TanStack Router's Link as a plain anchor, for components rendered outside a router:
 * `vi.mock("@tanstack/react-router", async (original) => ({ ...(await original<Record<string, unknown>>()), Link: (await import("@/test-support/plain-link")).PlainLink }))`.
 */
export function PlainLink({ to, children, ...rest }: { to: string; children: ReactNode }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
