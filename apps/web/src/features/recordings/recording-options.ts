/**
 * What session recordings keep (docs/decisions/0037). Every input's value is masked; elements marked
 * `data-private` keep their layout but their text is replaced by asterisks (chat messages, document
 * and conversation names, summaries), and so is the page title; `data-private="block"` keeps only a
 * box of the same size (the document viewer). Attributes that carry words (labels, titles, alt text)
 * are masked on every element, since they repeat names (see scrubTextAttributes). Canvases (PDF
 * pages) and fonts are not recorded, and images are not copied into the recording.
 */
export const MASK_TEXT_SELECTOR = "[data-private], title";
export const BLOCK_SELECTOR = '[data-private="block"]';

export const RECORD_OPTIONS = {
  maskAllInputs: true,
  maskTextSelector: MASK_TEXT_SELECTOR,
  blockSelector: BLOCK_SELECTOR,
  recordCanvas: false,
  collectFonts: false,
  inlineImages: false,
  // A mouse position at most every 100 ms and scroll every 200 ms: enough to follow, small to send.
  sampling: { mousemove: 100, scroll: 200 },
  // A fresh full snapshot every 10 minutes, so a long recording replays from near any point.
  checkoutEveryNms: 10 * 60_000,
} as const;

/** Attributes that hold words people read or hear; never shown on screen, so masking them costs the replay nothing. */
const TEXT_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-valuetext", "aria-roledescription", "title", "alt"]);

/**
 * rrweb masks text nodes but records attributes as they are, and labels repeat what a masked
 * element shows ("Actions for <document name>"). Replaces their values with asterisks wherever an
 * event carries element attributes: full snapshots, added nodes and attribute changes.
 */
export function scrubTextAttributes<T>(event: T): T {
  scrub(event);
  return event;
}

function scrub(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) scrub(item);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const record = value as Record<string, unknown>;
  const attributes = record.attributes;
  if (typeof attributes === "object" && attributes !== null && !Array.isArray(attributes)) {
    const attrs = attributes as Record<string, unknown>;
    for (const name of Object.keys(attrs)) {
      const text = attrs[name];
      if (TEXT_ATTRIBUTES.has(name) && typeof text === "string") attrs[name] = text.replace(/\S/g, "*");
    }
  }
  for (const child of Object.values(record)) if (typeof child === "object") scrub(child);
}
