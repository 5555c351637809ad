import { lazyRouteComponent } from "@tanstack/react-router";

/** The help widget on every page, and the operator's support inbox. */
export { SupportWidget } from "./components/support-widget";
// Loaded when an operator opens it: the widget is on every page, the inbox is not.
export const SupportInboxPage = lazyRouteComponent(() => import("./components/support-inbox-page"), "SupportInboxPage");
export const OutboxPage = lazyRouteComponent(() => import("./components/outbox-page"), "OutboxPage");
