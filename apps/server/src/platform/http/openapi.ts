import { z } from "zod";
import { ErrorBody, type RouteDef } from "@folio/contract";

function jsonSchema(schema: z.ZodType, io: "input" | "output"): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query"): unknown[] {
  if (!schema) return [];
  const js = jsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === "path" || (js.required ?? []).includes(name),
    schema: s,
  }));
}

/**
 * What bindRoute itself answers whatever the handler does: 422 for a bad field (or one holding a
 * control character); for a JSON body also 400 (not JSON), 413 (too large) and 415 (not declared JSON).
 */
function inputErrorStatuses(r: RouteDef): number[] {
  const json = r.body !== undefined && r.body !== "multipart";
  return [...(r.params || r.query || json ? [422] : []), ...(json ? [400, 413, 415] : [])];
}

const MULTIPART_PARTS = {
  file: { type: "string", format: "binary" },
  files: { type: "array", items: { type: "string", format: "binary" } },
  json: { type: "string", contentMediaType: "application/json" },
} as const;

/** A multipart body: the route's own parts (none required), else the one file `file`. */
function multipartSchema(fields: RouteDef["multipartFields"]): object {
  if (!fields) return { type: "object", properties: { file: MULTIPART_PARTS.file }, required: ["file"] };
  return { type: "object", properties: Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, MULTIPART_PARTS[kind]])) };
}

/** The OpenAPI 3.1 document, generated from the contract's route list. */
export function buildOpenApi(routes: RouteDef[], info: { title: string; version: string }): object {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z_]+)/g, "{$1}");
    const responses: Record<string, unknown> = {
      [r.success.status]: r.success.schema
        ? { description: "Success", content: { "application/json": { schema: jsonSchema(r.success.schema, "output") } } }
        : { description: r.success.contentType ? `Success (${r.success.contentType})` : "Success" },
    };
    for (const status of new Set([...(r.errors ?? []), ...inputErrorStatuses(r)])) {
      responses[status] = {
        description: "Error",
        ...(status === 429 ? { headers: { "Retry-After": { description: "Seconds until the limit's window frees", schema: { type: "integer" } } } } : {}),
        content: { "application/json": { schema: jsonSchema(ErrorBody, "output") } },
      };
    }
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      parameters: [...parameters(r.params, "path"), ...parameters(r.query, "query")],
      responses,
      ...(r.auth === "public" ? { security: [] } : {}),
    };
    if (r.body === "multipart") {
      op.requestBody = { required: true, content: { "multipart/form-data": { schema: multipartSchema(r.multipartFields) } } };
    } else if (r.body) {
      op.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(r.body, "input") } } };
    }
    (paths[path] ??= {})[r.method] = op;
  }
  return {
    openapi: "3.1.0",
    info,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "folio_session" },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
  };
}
