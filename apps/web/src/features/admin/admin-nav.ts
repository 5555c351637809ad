import type { LinkProps } from "@tanstack/react-router";

/** The operator area's sections, in the order of its navigation. A new /admin page adds its entry here. */
export const ADMIN_NAV: { to: LinkProps["to"]; label: string }[] = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/models", label: "Models" },
  { to: "/admin/recordings", label: "Recordings" },
  { to: "/admin/support", label: "Support" },
  { to: "/admin/outbox", label: "Outbox" },
];
