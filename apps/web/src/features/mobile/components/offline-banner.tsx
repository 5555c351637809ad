import { WifiOff } from "lucide-react";
import { useOnline } from "../use-online";

/** A bar on every page while the device has no network, so a failing screen is never a mystery. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm text-background">
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      You are offline. Folio will work again once your connection is back.
    </div>
  );
}
