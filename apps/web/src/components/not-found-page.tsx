import { StatusPage } from "./status-page";

export function NotFoundPage() {
  return <StatusPage title="Page not found" message="There is no page at this address. It may have moved, or the link may be mistyped." />;
}
