import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { Locator } from "./locator.ts";

export const RetrieveBody = z.object({
  query: z.string().trim().min(1, "Ask something").max(2000),
  doc_ids: z.array(z.string().min(1).max(100)).max(5000).optional(),
  knowledge_base_id: z.string().min(1).max(100).optional(),
  top_k: z.number().int().min(1).max(100).default(10),
});
export type RetrieveBody = z.input<typeof RetrieveBody>;

export const Passage = z.object({
  doc_id: z.string(),
  doc_name: z.string(),
  locator: Locator,
  text: z.string(),
  score: z.number(),
});
export type Passage = z.infer<typeof Passage>;

const route = taggedRoutes("Retrieval");

export const retrievalRoutes = {
  retrieve: route("post", "/api/retrieve", "user", "Search within one document, a set of documents or a folder; passages with their locators, best first.", { keyAccess: "read", body: RetrieveBody, success: { status: 200, schema: z.object({ passages: z.array(Passage) }) }, errors: [401, 404, 409, 422] }),
} as const;
