import { z } from "zod";
import { formatNumber } from "./format-number.ts";
import { taggedRoutes, type RouteDef } from "./route.ts";
import { OcrOptions, TOOL_LIMITS, TOOLS, ToolListItem, type ToolEntry } from "./tools-registry.ts";

/**
 * The free tools' API ("Free tools" in the HTTP contract): the list, and one route per tool of the
 * registry (so the OpenAPI document shows each tool's options), plus `/api/tools/{slug}` answering
 * 404 for a slug that is not a tool. Anyone may call them (no sign-in); anonymous callers share a
 * per-address limit (429 with Retry-After past TOOL_LIMITS.anonymousCallsPerMinute a minute).
 */
const route = taggedRoutes("Tools", { keyAccess: "read" });

export const ToolList = z.object({ tools: z.array(ToolListItem) });
export type ToolList = z.infer<typeof ToolList>;

export const ToolOutput = z.object({ output: z.string() });
export type ToolOutput = z.infer<typeof ToolOutput>;

/** The OCR tool's options on the API: the registry's, and `text: true` to answer the text ({output}) instead of the searchable PDF. */
export const OcrRunOptions = OcrOptions.extend({ text: z.boolean().default(false) });

/** Generative tools take the model as chat and summaries do: `?model_name=`, else the server's default (anonymous callers always). */
export const ToolModelQuery = z.object({ model_name: z.string().min(1).max(40).optional() });

export const ToolSlugParam = z.object({ slug: z.string().min(1).max(200) });

/** The JSON body of a text or generative tool: its input, and its options as the registry types them. */
export function toolBody(tool: ToolEntry) {
  const max = tool.kind === "generative" ? TOOL_LIMITS.generativeChars : TOOL_LIMITS.textChars;
  return z.object({
    text: z.string().max(max, `must be at most ${formatNumber(max)} characters`),
    options: tool.options.optional(),
  });
}

/** Room for `textChars` characters of UTF-8 (four bytes at most) with JSON escapes, and the options. */
export const TOOL_JSON_MAX_BYTES = TOOL_LIMITS.textChars * 6 + 64 * 1024;

/** Where the multipart form of a PDF tool carries its parts: PDFs in `files` (or `file`), `options` as a JSON string. */
const PDF_FORM = { files: "files", file: "file", options: "json" } as const;

const TEXT_ERRORS = [400, 413, 415, 422, 429];
const GENERATIVE_ERRORS = [...TEXT_ERRORS, 402, 403, 502, 503, 504];
const PDF_ERRORS = [400, 402, 413, 415, 422, 429];

function toolRoute(tool: ToolEntry): RouteDef {
  const path = `/api/tools/${tool.slug}`;
  switch (tool.kind) {
    case "text":
      return route("post", path, "public", `${tool.name}: ${tool.description} Answers {output}.`, {
        body: toolBody(tool),
        maxBodyBytes: TOOL_JSON_MAX_BYTES,
        success: { status: 200, schema: ToolOutput },
        errors: TEXT_ERRORS,
      });
    case "generative":
      return route(
        "post",
        path,
        "public",
        `${tool.name}: ${tool.description} Answers {output}; with \`Accept: text/event-stream\` streams it as an AI SDK UI message stream (text-start, text-delta as it is written, text-end, finish; an error part if the model fails). 503 names what to configure when the server has no generative model.`,
        // With an API key, a generated text counts as a message of the API plan, as a question does.
        { query: ToolModelQuery, body: toolBody(tool), maxBodyBytes: TOOL_JSON_MAX_BYTES, success: { status: 200, schema: ToolOutput }, errors: GENERATIVE_ERRORS, keyQuota: "messages" },
      );
    case "pdf":
      return route("post", path, "public", `${tool.name}: ${tool.description} Multipart: PDFs in \`files\` (or one in \`file\`), \`options\` as a JSON string; answers application/pdf, or application/zip for several files (OCR with options {"text": true}: {output}, the recognised text).`, {
        body: "multipart",
        multipartFields: PDF_FORM,
        success: { status: 200, schema: null, contentType: "application/pdf" },
        errors: PDF_ERRORS,
      });
  }
}

/** The tools `POST /api/tools/{slug}` runs: every registry entry but those with their own API (the literature review writer). */
export const RUNNABLE_TOOLS: readonly ToolEntry[] = TOOLS.filter((t) => !t.api);

export const toolRoutes = {
  list: route("get", "/api/tools", "public", "Every free tool: slug, name, path (/tools/<slug>), category, kind and whether it needs a generative model.", {
    success: { status: 200, schema: ToolList },
  }),
  /** One route per runnable tool, by slug. */
  run: Object.fromEntries(RUNNABLE_TOOLS.map((t) => [t.slug, toolRoute(t)])) as Record<string, RouteDef>,
  /**
   * The contract's generic form: the route of the tool named by `slug` answers (bound after them);
   * a slug that is not a tool answers 404.
   */
  bySlug: route("post", "/api/tools/:slug", "public", "Run the tool named by slug: JSON {text, options?} (text and generative tools) or multipart (PDF tools), as that tool's own route below describes. A slug that is not a tool answers 404; the literature review writer runs at POST /api/literature-reviews.", {
    params: ToolSlugParam,
    body: "multipart",
    multipartFields: PDF_FORM,
    success: { status: 200, schema: ToolOutput },
    errors: [...new Set([...GENERATIVE_ERRORS, ...PDF_ERRORS, 404])],
  }),
};

/** Every tools route, for allRoutes. */
export const toolRouteList: RouteDef[] = [toolRoutes.list, ...Object.values(toolRoutes.run), toolRoutes.bySlug];
