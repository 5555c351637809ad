/**
 * What session recordings keep (docs/decisions/0037). Every input's value is masked; elements marked
 * `data-private` keep their layout but their text is replaced by asterisks (chat messages, document
 * and conversation names, summaries); `data-private="block"` keeps only a box of the same size (the
 * document viewer, whose attributes name the document too). Canvases (PDF pages) and fonts are not
 * recorded, and images are not copied into the recording.
 */
export const MASK_TEXT_SELECTOR = "[data-private]";
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
