/**
 * The API reference's reading of /api/openapi.json: operations grouped by tag, each with what the
 * page shows. Only the parts of OpenAPI 3.1 and JSON Schema the server writes are read; anything
 * else in the document is ignored rather than guessed at.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
}

export interface ApiParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  /** `post-/api/api-keys`: unique, for anchors. */
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  /** No security at all: anyone may call it. */
  isPublic: boolean;
  parameters: ApiParameter[];
  body: { contentType: string; schema: JsonSchema } | null;
  success: { status: string; description: string; schema: JsonSchema | null };
  /** Error statuses, lowest first. */
  errors: string[];
}

export interface ApiGroup {
  tag: string;
  operations: ApiOperation[];
}

export interface ApiReference {
  title: string;
  version: string;
  groups: ApiGroup[];
}

const METHODS = ["get", "post", "put", "patch", "delete"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === "string" ? v : "");
const schemaOf = (v: unknown): JsonSchema => (isRecord(v) ? (v as JsonSchema) : {});

/** The first JSON-ish content's schema of a request body or response. */
function contentSchema(v: unknown): { contentType: string; schema: JsonSchema } | null {
  if (!isRecord(v) || !isRecord(v.content)) return null;
  const [contentType, media] = Object.entries(v.content)[0] ?? [];
  if (!contentType || !isRecord(media)) return null;
  return { contentType, schema: schemaOf(media.schema) };
}

function readOperation(path: string, method: string, op: Record<string, unknown>): ApiOperation {
  const responses = isRecord(op.responses) ? op.responses : {};
  const statuses = Object.keys(responses).sort();
  const successStatus = statuses.find((s) => s.startsWith("2")) ?? "200";
  const success = responses[successStatus];
  const parameters = (Array.isArray(op.parameters) ? op.parameters : []).filter(isRecord).map(
    (p): ApiParameter => ({ name: text(p.name), in: p.in === "path" ? "path" : "query", required: p.required === true, schema: schemaOf(p.schema) }),
  );
  return {
    id: `${method}-${path}`,
    method,
    path,
    tag: Array.isArray(op.tags) && typeof op.tags[0] === "string" ? op.tags[0] : "Other",
    summary: text(op.summary),
    isPublic: Array.isArray(op.security) && op.security.length === 0,
    parameters,
    body: contentSchema(op.requestBody),
    success: { status: successStatus, description: isRecord(success) ? text(success.description) : "", schema: contentSchema(success)?.schema ?? null },
    errors: statuses.filter((s) => /^[45]/.test(s)),
  };
}

/** The document's operations grouped by tag, tags and operations in the document's order. Throws when it is not an OpenAPI document. */
export function readOpenApi(doc: unknown): ApiReference {
  if (!isRecord(doc) || !isRecord(doc.paths)) throw new Error("This is not an OpenAPI document.");
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!isRecord(ops)) continue;
    for (const method of METHODS) {
      const op = ops[method];
      if (!isRecord(op)) continue;
      const operation = readOperation(path, method, op);
      groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
    }
  }
  const info = isRecord(doc.info) ? doc.info : {};
  return { title: text(info.title) || "API", version: text(info.version), groups: [...groups].map(([tag, operations]) => ({ tag, operations })) };
}

/** The operations whose path, summary or tag contain every word of the filter. */
export function filterReference(groups: ApiGroup[], filter: string): ApiGroup[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((g) => ({ ...g, operations: g.operations.filter((o) => words.every((w) => `${o.method} ${o.path} ${o.summary} ${g.tag}`.toLowerCase().includes(w))) }))
    .filter((g) => g.operations.length > 0);
}

const literal = (v: unknown) => JSON.stringify(v);

/** A schema's type in a few words: `string`, `integer`, `array of string`, `"A" | "B"`, `string | null`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeLabel).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const label = types.map((t) => (t === "array" ? `array of ${schema.items ? typeLabel(schema.items) : "any"}` : t)).join(" | ");
  return label ? `${label}${schema.format ? ` (${schema.format})` : ""}` : "any";
}

/** Limits and defaults in words: `1-100 characters`, `at most 100 items`, `1 to 50`, `default 20`. */
export function constraints(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    out.push(
      schema.maxLength === undefined ? `at least ${schema.minLength} characters` : schema.minLength === undefined ? `at most ${schema.maxLength} characters` : `${schema.minLength}-${schema.maxLength} characters`,
    );
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    out.push(schema.maximum === undefined ? `at least ${schema.minimum}` : schema.minimum === undefined ? `at most ${schema.maximum}` : `${schema.minimum} to ${schema.maximum}`);
  }
  if (schema.maxItems !== undefined) out.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) out.push(`default ${literal(schema.default)}`);
  return out;
}

/** The object whose fields a schema lists: itself, an array's items, or the object member of a union with null. */
export function fieldsOf(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.items) return fieldsOf(schema.items);
  for (const member of schema.anyOf ?? schema.oneOf ?? []) {
    const found = fieldsOf(member);
    if (found) return found;
  }
  return null;
}

/** The reason phrases of the statuses the API answers with. */
export const STATUS_TEXT: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
  "400": "Bad Request",
  "401": "Unauthorized",
  "402": "Payment Required",
  "403": "Forbidden",
  "404": "Not Found",
  "408": "Request Timeout",
  "409": "Conflict",
  "410": "Gone",
  "413": "Content Too Large",
  "415": "Unsupported Media Type",
  "422": "Unprocessable Content",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "502": "Bad Gateway",
  "503": "Service Unavailable",
};
