import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "@tanstack/react-router";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { closeTour, completeGroup, groupForPage, loadTourState, saveTourState, shouldShowGroup, type TourGroup, type TourState } from "../tour-state";
import { TOUR_STEPS, type TourStep } from "../tour-steps";

const CARD_WIDTH = 320;
const GAP = 12;

interface Placement {
  top: number;
  left: number;
}

/** Where the card goes: right of the control if it fits (sidebar), else below it, kept inside the viewport. */
function place(anchor: DOMRect, card: DOMRect): Placement {
  const width = window.innerWidth;
  const height = window.innerHeight;
  let top: number;
  let left: number;
  if (anchor.right + GAP + CARD_WIDTH <= width - GAP) {
    left = anchor.right + GAP;
    top = anchor.top;
  } else {
    left = anchor.left;
    top = anchor.bottom + GAP;
    if (top + card.height > height - GAP) top = anchor.top - GAP - card.height;
  }
  left = Math.min(Math.max(GAP, left), width - CARD_WIDTH - GAP);
  top = Math.min(Math.max(GAP, top), height - card.height - GAP);
  return { top, left };
}

function findTarget(step: TourStep): HTMLElement | null {
  const el = document.querySelector<HTMLElement>(`[data-tour="${step.target}"]`);
  return el && el.getClientRects().length > 0 ? el : null;
}

/**
 * The open modal dialog, if any: the card must live inside it or its focus trap would keep focus out.
 * There it sits at the dialog's end (the dialog scrolls and clips), next to the controls it names.
 */
function openDialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]:not([data-tour-card])');
}

/**
 * The onboarding tour (spec: Onboarding tour): on a signed-in page it shows the page's step group, one
 * step at a time next to the control it explains, until the group is done or the tour is closed.
 */
export function OnboardingTour() {
  const location = useLocation();
  const group = groupForPage(location.pathname, location.search as Record<string, unknown>);
  const [state, setState] = useState<TourState>(() => loadTourState(window.localStorage));
  const [width, setWidth] = useState(() => window.innerWidth);

  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  if (!shouldShowGroup(state, group, width)) return null;
  const update = (next: TourState) => {
    saveTourState(window.localStorage, next);
    setState(next);
  };
  // Keyed by group: another page's group starts from its first step.
  return <GroupTour key={group} group={group} onClose={() => update(closeTour(state))} onDone={() => update(completeGroup(state, group))} />;
}

interface GroupTourProps {
  group: TourGroup;
  onClose: () => void;
  onDone: () => void;
}

/** One group's steps, one at a time next to the control each explains. */
function GroupTour({ group, onClose, onDone }: GroupTourProps) {
  const [index, setIndex] = useState(0);
  const [targets, setTargets] = useState<TourStep[]>([]);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  // The controls render after data loads, so look for them until they are there (or give up after a
  // few seconds: then this page has none to show).
  useEffect(() => {
    let tries = 0;
    const timer = window.setInterval(() => {
      const present = TOUR_STEPS[group].filter((step) => findTarget(step));
      tries += 1;
      if (present.length > 0 || tries > 40) {
        window.clearInterval(timer);
        setContainer(openDialog());
        setTargets(present);
      }
    }, 150);
    return () => window.clearInterval(timer);
  }, [group]);

  const step: TourStep | undefined = targets[index];

  // Position next to the control now, and again whenever the layout changes (resize, scroll, content).
  useLayoutEffect(() => {
    if (!step || container) return;
    const reposition = () => {
      const target = findTarget(step);
      const card = cardRef.current;
      if (!target || !card) return;
      setPlacement(place(target.getBoundingClientRect(), card.getBoundingClientRect()));
    };
    reposition();
    const observer = new ResizeObserver(reposition);
    observer.observe(document.body);
    window.addEventListener("resize", reposition);
    window.addEventListener("scroll", reposition, true);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", reposition);
      window.removeEventListener("scroll", reposition, true);
    };
  }, [step, container]);

  // Focus moves into each step so keyboard and screen-reader users meet it.
  useEffect(() => {
    if (step) cardRef.current?.focus();
  }, [step]);

  if (!step) return null;
  const last = index === targets.length - 1;
  const close = onClose;
  const next = () => (last ? onDone() : setIndex(index + 1));

  const card = (
    <div
      ref={cardRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-step-title"
      aria-describedby="tour-step-body"
      data-tour-card=""
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          close();
        }
      }}
      style={container ? undefined : { position: "fixed", width: CARD_WIDTH, top: placement?.top ?? -9999, left: placement?.left ?? -9999 }}
      className="z-[60] rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          Step {index + 1} of {targets.length}
        </p>
        <Button variant="ghost" size="icon-sm" aria-label="Close the tour" onClick={close}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div aria-live="polite">
        <h2 id="tour-step-title" className="text-base font-semibold">
          {step.title}
        </h2>
        <p id="tour-step-body" className="mt-1 text-sm text-muted-foreground">
          {step.body}
        </p>
      </div>
      <div className="mt-4 flex justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <Button size="sm" onClick={next}>
          {last ? "Done" : "Next"}
        </Button>
      </div>
    </div>
  );
  return createPortal(card, container ?? document.body);
}
