import { z } from "zod";

/** Every error under /api has this body. */
export const ErrorBody = z.object({
  detail: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `page` is 1-based; each list has its own default `page_size` from the spec. */
export function pageQuery(defaultSize: number, maxSize = 100) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
    order: z.enum(["asc", "desc"]).default("desc"),
  });
}

export const IdParam = z.object({ id: z.string().min(1).max(200) });

/**
 * Bidirectional controls: embeddings and overrides (U+202A-U+202E), isolates (U+2066-U+2069) and
 * the left-to-right and right-to-left marks (U+200E, U+200F). In a name they can disguise it:
 * "invoice\u202Efdp.exe" is shown as "invoiceexe.pdf".
 */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * A name people see in a list (document, folder, conversation, person): bidirectional controls
 * are dropped, the ends trimmed, and it must fit on one line. Add min and max where used.
 */
export function displayName() {
  return z.string().overwrite(withoutBidiControls).trim().regex(/^[^\t\n\v\f\r]*$/, "must be on one line");
}

export const OkBody = z.object({ ok: z.literal(true) });
