import { z } from "zod";
import { parseSection, type Env } from "./env.ts";

const IngestSchema = z.object({
  /** host:port pairs URL import may reach even though they are not public (tests' local servers). */
  URL_IMPORT_ALLOW_HOSTS: z
    .string()
    .transform((v) => v.split(",").map((h) => h.trim()).filter(Boolean))
    .default([]),
});

export type IngestSettings = z.output<typeof IngestSchema>;

/** Reading documents: the addresses URL import may reach. */
export function readIngestSettings(env: Env): IngestSettings {
  return parseSection(IngestSchema, env);
}
