import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { MessageCircleQuestion, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { onSupportRequest, type SupportRequest } from "@/lib/support-events";

// The panel brings the contract's schemas and the thread's queries: loaded when first opened, so
// public pages carry only the launcher.
const SupportPanel = lazy(() => import("./support-panel"));

/**
 * The help launcher, bottom right on every page, and the panel where a user writes to support.
 * The spec's exceed-limit event (an upload refused for the plan's daily limit) offers help next to
 * the launcher; the message then carries that context to the operator.
 */
export function SupportWidget() {
  const [open, setOpen] = useState(false);
  const [offer, setOffer] = useState<Extract<SupportRequest, { context: "uploads_exceeded" }> | null>(null);
  const [context, setContext] = useState<typeof offer>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      onSupportRequest((request) => {
        if (request.context === null) return setOpen(true);
        setContext(request);
        setOffer(request);
      }),
    [],
  );

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };
  const openPanel = () => {
    setOffer(null);
    setOpen(true);
  };

  return (
    // Under dialogs (z-50) and toasts, which stack above the launcher (components/ui/toaster.tsx); on
    // phones clear of the chat composer's send button.
    <div className="pointer-events-none fixed right-3 bottom-20 z-40 flex flex-col items-end gap-2 sm:right-4 sm:bottom-4 print:hidden">
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
      ) : offer ? (
        // Clear of the toasts, since the refusal's upgrade toast comes with it: under the top bar on
        // phones, beside the toasts' column on wide screens.
        <div role="status" className="pointer-events-auto fixed inset-x-3 top-16 rounded-xl border bg-background p-3 text-sm shadow-lg sm:inset-x-auto sm:top-auto sm:right-[25rem] sm:bottom-4 sm:w-80">
          <div className="flex items-start gap-2">
            <p className="flex-1">
              <span className="font-medium">Reached your daily upload limit?</span> Tell us what you need: we can help you choose a plan or find another way.
            </p>
            <Button variant="ghost" size="icon-sm" aria-label="Dismiss" onClick={() => setOffer(null)}>
              <X />
            </Button>
          </div>
          <Button size="sm" className="mt-2" onClick={openPanel}>
            Ask support
          </Button>
        </div>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        aria-label={open ? "Close help" : "Help and support"}
        aria-expanded={open}
        onClick={() => (open ? close() : openPanel())}
        className="pointer-events-auto relative flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <MessageCircleQuestion aria-hidden="true" className="size-6" />}
        {offer && !open ? <span aria-hidden="true" className="absolute top-0 right-0 size-3 rounded-full border-2 border-background bg-destructive" /> : null}
      </button>
    </div>
  );
}
