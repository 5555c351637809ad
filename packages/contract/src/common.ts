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

export const OkBody = z.object({ ok: z.literal(true) });
