import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { MessageCircleQuestion, X } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { onSupportRequest, type SupportRequest } from "@/lib/support-events";
import { cn } from "@/lib/cn";
import { dismissToast, toast } from "@/lib/toast";
import { useLauncherAside } from "../use-launcher-aside";

// The panel brings the contract's schemas and the thread's queries: loaded when first opened, so
// public pages carry only the launcher.
const SupportPanel = lazy(() => import("./support-panel"));

/**
 * The help launcher, bottom right on every page, and the panel where a user writes to support.
 * The spec's exceed-limit event (an upload refused for the plan's daily limit) offers help in the
 * toasts' column, stacked with the upgrade toast that comes with it rather than beside or over it;
 * the launcher keeps a dot until the panel opens, and the message carries that context to the operator.
 *
 * Below 768 px (the phone layout) the launcher is smaller, in the corner, and every page ends with
 * room for it (the spacer; pages one screen high leave it: chat, document), so it never stays over
 * the page's last lines. Mid-page it moves out of the way while the reader scrolls down and comes
 * back when they scroll up (useLauncherAside), as phone browsers' toolbars do; out of the way it is
 * still in the page, so Tab or a screen reader reaches it, and focus brings it back into view.
 */
export function SupportWidget() {
  const [open, setOpen] = useState(false);
  const [offer, setOffer] = useState<Extract<SupportRequest, { context: "uploads_exceeded" }> | null>(null);
  const [context, setContext] = useState<typeof offer>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const offerToast = useRef<number | null>(null);
  const aside = useLauncherAside() && !open;

  const openPanel = () => {
    if (offerToast.current !== null) dismissToast(offerToast.current);
    offerToast.current = null;
    setOffer(null);
    setOpen(true);
  };

  useEffect(
    () =>
      onSupportRequest((request) => {
        if (request.context === null) return setOpen(true);
        setContext(request);
        setOffer(request);
        // One offer at a time, however often the limit refuses.
        if (offerToast.current !== null) dismissToast(offerToast.current);
        offerToast.current = toast.help("Reached your daily upload limit?", "Tell us what you need: we can help you choose a plan or find another way.", {
          label: "Ask support",
          altText: "Open Help and support, the button at the bottom right of the page",
          onAction: openPanel,
        });
      }),
    [],
  );

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <>
      <div aria-hidden="true" data-help-launcher-room className="h-16 md:hidden print:hidden" />
      {/* The launcher sits under dialogs (z-50) and toasts, which stack above it (components/ui/toaster.tsx);
          the open panel sits above the toasts (z-[110]), or an upgrade toast, which stays 100 s in the same
          corner, would cover its message field and Send button. */}
      <div
        className={cn(
          "pointer-events-none fixed right-3 bottom-3 flex flex-col items-end gap-2 transition-transform duration-200 md:right-4 md:bottom-4 print:hidden",
          open ? "z-[110]" : "z-40",
          aside && "max-md:translate-y-[calc(100%+1rem)] max-md:focus-within:translate-y-0",
        )}
      >
        {open ? (
          <Suspense
            fallback={
              <div className="pointer-events-auto flex h-40 w-[calc(100vw-1.5rem)] items-center justify-center rounded-xl border bg-background shadow-xl sm:w-96">
                <Spinner label="Opening help" />
              </div>
            }
          >
            <SupportPanel context={context} onClose={close} onSent={() => setContext(null)} />
          </Suspense>
        ) : null}
        <button
          ref={launcherRef}
          type="button"
          aria-label={open ? "Close help" : "Help and support"}
          aria-expanded={open}
          onClick={() => (open ? close() : openPanel())}
          className="pointer-events-auto relative flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:size-12"
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <MessageCircleQuestion aria-hidden="true" className="size-6" />}
          {offer && !open ? <span aria-hidden="true" className="absolute top-0 right-0 size-3 rounded-full border-2 border-background bg-destructive" /> : null}
        </button>
      </div>
    </>
  );
}
