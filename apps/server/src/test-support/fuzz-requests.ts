import fc from "fast-check";
import type { RawBody, RawRequest } from "./raw-http.ts";

/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One route of the document: its method, templated path and what it declares. */
export interface FuzzRoute {
  method: string;
  template: string;
  operation: Operation;
}

/** Who sends a request: nobody, an anonymous or a registered user, or someone with a forged token. */
export type Caller = "none" | "anonymous" | "registered" | "forged";

/** One generated request and what kind of malformation it carries. */
export interface FuzzCase {
  kind: string;
  caller: Caller;
  request: RawRequest;
  /** False when the client itself drops the connection mid-body, so no answer can arrive. */
  expectAnswer: boolean;
}

export function routesOf(doc: OpenApiDocument): FuzzRoute[] {
  return Object.entries(doc.paths).flatMap(([template, ops]) => Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), template, operation })));
}

/** Every byte outside the unreserved set percent-encoded (lone surrogates become U+FFFD, as UTF-8 would carry them). */
export function percentEncode(s: string): string {
  return [...Buffer.from(s, "utf8")].map((b) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("");
}

/** Strings an attacker would try: NUL and other control characters, bidi overrides, odd Unicode, injections, over-long text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "doc\u0000id",
    "\u0001\u0007\u001b[31m\u001f\u007f",
    "\u202Etxt.exe",
    "R\u00e9sum\u00e9 \u65e5\u672c\u2066\u2069\u200e\u200f",
    "\ud800",
    "\uffff\ufeff",
    "%00",
    "../../../etc/passwd",
    "' or 1=1 --",
    "<script>alert(1)</script>",
    "NaN",
    "Infinity",
    "-0",
    "1e308",
    "18446744073709551616",
    "",
    " ",
    "null",
    "__proto__",
    "constructor",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "binary-ascii", maxLength: 40 }),
  fc.integer({ min: 500, max: 40_000 }).map((n) => "\u00e9x".repeat(n)),
);

/** JSON text (not values: `-0`, `1e309` and 2**64 only exist as text) of the wrong type or shape for any field. */
export const hostileJson: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => JSON.stringify(s)),
  fc.constantFrom("1e308", "-1e308", "1e309", "-0", "18446744073709551616", "-9223372036854775809", "0.1", "-1", "0", "true", "false", "null", "[]", "{}", '{"__proto__":{"admin":true}}', '"NaN"', '"Infinity"'),
  fc.integer({ min: 2, max: 10_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
);

/** A plausible value for a schema, as JSON text: the body every malformed one is a variation of. */
export function plausibleJson(schema: JsonSchema | undefined): string {
  if (!schema) return "null";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum?.length) return JSON.stringify(schema.enum[0]);
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return plausibleJson(choice);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return `{${(schema.required ?? []).map((k) => `${JSON.stringify(k)}:${plausibleJson(schema.properties?.[k])}`).join(",")}}`;
    case "array":
      return "[]";
    case "string":
      return JSON.stringify(plausibleString(schema));
    case "integer":
    case "number":
      return String(Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1));
    case "boolean":
      return "false";
    default:
      return "null";
  }
}

function plausibleString(schema: JsonSchema): string {
  if (schema.pattern?.includes("@")) return "fuzz@example.com";
  return "a".repeat(Math.max(schema.minLength ?? 1, 1));
}

/** The object schema of a JSON body (the first choice of a union), with its field names. */
function bodyFields(schema: JsonSchema | undefined): { schema: JsonSchema | undefined; fields: string[] } {
  const object = schema?.oneOf?.[0] ?? schema?.anyOf?.[0] ?? schema;
  return { schema: object, fields: Object.keys(object?.properties ?? {}) };
}

/** A JSON object of the plausible fields with `field` replaced by `value` (raw JSON text). */
function objectWith(schema: JsonSchema | undefined, field: string, value: string): string {
  const names = new Set([...(schema?.required ?? []), field]);
  return `{${[...names].map((k) => `${JSON.stringify(k)}:${k === field ? value : plausibleJson(schema?.properties?.[k])}`).join(",")}}`;
}

const utf8 = (s: string) => Buffer.from(s, "utf8");
const bytes = (s: string | Buffer): RawBody => ({ kind: "bytes", bytes: typeof s === "string" ? utf8(s) : s });

/** A multipart body with one file part (and optional extra fields), as a browser sends it. */
export function multipartBody(boundary: string, file: { name: string; filename: string; type: string; content: string }, fields: Record<string, string> = {}): string {
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`);
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** The multipart request of issue 16's first defect: the body ends before its closing boundary. */
export const TRUNCATED_MULTIPART = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc';

type Shape = Omit<FuzzCase, "caller" | "request"> & { path?: string; headers?: Record<string, string>; body?: RawBody };

/**
 * The malformed requests for one route, each kind a separate arbitrary so that every kind reaches
 * every route: hostile path ids and query values, forged tokens, and for routes that take a body,
 * wrong content types, non-JSON, deep JSON, huge numbers, wrong types and hostile strings for each
 * field, empty and oversized bodies, truncated and malformed multipart.
 */
export function fuzzCases(route: FuzzRoute, opts: { plausibleId: string; oversizedBytes: number }): Record<string, fc.Arbitrary<FuzzCase>> {
  const params = route.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const jsonSchema = route.operation.requestBody?.content["application/json"]?.schema;
  const multipart = Boolean(route.operation.requestBody?.content["multipart/form-data"]);
  const takesBody = !["GET", "HEAD", "DELETE"].includes(route.method);
  const { schema: objectSchema, fields } = bodyFields(jsonSchema);
  const plausibleBody = jsonSchema ? plausibleJson(jsonSchema) : "{}";

  const pathWith = (values: Record<string, string>, encode = percentEncode) => route.template.replace(/\{([^}]+)\}/g, (_, name: string) => (name in values ? encode(values[name]!) : percentEncode(opts.plausibleId)));
  const queryOf = (values: Record<string, string>) => {
    const pairs = queryParams.filter((p) => p.required || p.name in values).map((p) => `${p.name}=${percentEncode(values[p.name] ?? String(JSON.parse(plausibleJson(p.schema))))}`);
    return pairs.length ? `?${pairs.join("&")}` : "";
  };
  const plain = { path: pathWith({}) + queryOf({}) };
  const anyCaller: fc.Arbitrary<Caller> = fc.constantFrom("anonymous", "registered", "anonymous", "registered", "none");
  const asCase = (shape: fc.Arbitrary<Shape>, caller = anyCaller) =>
    fc.tuple(shape, caller).map(([s, who]): FuzzCase => {
      const jsonDefault: Record<string, string> = jsonSchema && s.body && !s.headers?.["content-type"] ? { "content-type": "application/json" } : {};
      return { kind: s.kind, expectAnswer: s.expectAnswer, caller: s.headers?.authorization || s.headers?.cookie ? "forged" : who, request: { method: route.method, path: s.path ?? plain.path, headers: { ...jsonDefault, ...s.headers }, body: s.body } };
    });

  const cases: Record<string, fc.Arbitrary<FuzzCase>> = {};
  if (pathParams.length) {
    cases["hostile path parameter"] = asCase(
      fc.tuple(fc.constantFrom(...pathParams.map((p) => p.name)), hostileString).map(([name, value]) => ({ kind: "path", expectAnswer: true, path: pathWith({ [name]: value }) + queryOf({}), body: takesBody && jsonSchema ? bytes(plausibleBody) : undefined })),
    );
    cases["malformed percent-encoding in the path"] = asCase(
      fc.constantFrom("%", "%zz", "%C0%80", "%FF%FE", "%E2%82", "a%2Fb", "..%2F..", "%25%00").map((raw) => ({ kind: "path-encoding", expectAnswer: true, path: pathWith({ [pathParams[0]!.name]: raw }, (s) => s) + queryOf({}) })),
    );
  }
  cases["hostile query values"] = asCase(
    fc.tuple(fc.subarray([...queryParams.map((p) => p.name), "unknown_param"], { minLength: 1 }), hostileString).map(([names, value]) => ({ kind: "query", expectAnswer: true, path: pathWith({}) + queryOf(Object.fromEntries(names.map((n) => [n, value]))) + (names.includes("unknown_param") ? `${queryParams.some((p) => p.required) ? "&" : "?"}unknown_param=${percentEncode(value)}` : "") })),
  );
  cases["forged credentials"] = asCase(
    fc.tuple(fc.constantFrom("authorization", "cookie"), fc.oneof(fc.string({ unit: "grapheme-ascii", maxLength: 80 }), fc.constantFrom("x".repeat(12_000), "Bearer", "Bearer ", "Basic YTpi", "Bearer \u00ff\u00fe"))).map(([header, value]): Shape => ({
      kind: "credentials",
      expectAnswer: true,
      headers: header === "authorization" ? { authorization: value.startsWith("B") ? value : `Bearer ${value}` } : { cookie: `folio_session=${value.replace(/[;\s]/g, "")}` },
    })),
  );
  if (!takesBody) return cases;

  cases["wrong or missing content type"] = asCase(
    fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=zz", "application/xml", "application/json; charset=latin1", "", "application/jsonx").map((type) => ({ kind: "content-type", expectAnswer: true, headers: type ? { "content-type": type } : { "content-type": "application/octet-stream" }, body: bytes(plausibleBody) })),
  );
  cases["not JSON"] = asCase(
    fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom("{", '{"a":', "[1,2", "nul", "'single'", "{a:1}", "\ufeff{}", "{}}", "\u0000"), fc.nat({ max: Math.max(plausibleBody.length - 1, 0) }).map((n) => plausibleBody.slice(0, n))).map((text) => ({ kind: "not-json", expectAnswer: true, body: bytes(text) })),
  );
  cases["deep JSON"] = asCase(
    fc.tuple(fc.integer({ min: 1_000, max: 10_000 }), fc.boolean()).map(([depth, objects]) => ({ kind: "deep-json", expectAnswer: true, body: bytes(objects ? '{"a":'.repeat(depth) + "1" + "}".repeat(depth) : "[".repeat(depth) + "]".repeat(depth)) })),
  );
  cases["empty body"] = asCase(fc.constantFrom("", " ", "null", "[]", '""', "0").map((text) => ({ kind: "empty", expectAnswer: true, body: bytes(text) })));
  cases["oversized body"] = asCase(
    fc.tuple(fc.constantFrom("application/json", "text/plain", ""), fc.integer({ min: opts.oversizedBytes, max: Math.round(opts.oversizedBytes * 1.5) }), fc.boolean()).map(([type, size, chunked]): Shape => ({
      kind: "oversized",
      expectAnswer: true,
      headers: type ? { "content-type": type } : {},
      body: chunked ? { kind: "stream", size, fill: "[" } : bytes(`{"x":"${"a".repeat(size)}"}`),
    })),
  );
  cases["body abandoned mid-way"] = asCase(fc.integer({ min: 1, max: 64 * 1024 }).map((declared) => ({ kind: "abandoned", expectAnswer: false, body: { kind: "abandoned", declared: declared + plausibleBody.length, bytes: utf8(plausibleBody) } })));
  if (fields.length) {
    cases["wrong type or hostile value for a field"] = asCase(fc.tuple(fc.constantFrom(...fields), hostileJson).map(([field, value]) => ({ kind: "field", expectAnswer: true, body: bytes(objectWith(objectSchema, field, value)) })));
  }
  if (multipart || !jsonSchema) {
    const boundary = "fuzzBoundary7MA4YWxk";
    const typed = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const file = (filename: string, content = "The old mill was built in 1832.") => ({ name: "file", filename, type: "text/plain", content });
    // Cut inside the file's content or its closing boundary, where a parser has a file stream open;
    // always by a user, so the body is read at all.
    const whole = multipartBody(boundary, file("mill.txt"));
    cases["truncated multipart"] = asCase(
      fc.oneof(
        fc.constant({ kind: "multipart-truncated", expectAnswer: true, headers: { "content-type": "multipart/form-data; boundary=zz" }, body: bytes(TRUNCATED_MULTIPART) }),
        fc.integer({ min: whole.indexOf(file("").content), max: whole.length - 1 }).map((n) => ({ kind: "multipart-truncated", expectAnswer: true, headers: typed, body: bytes(whole.slice(0, n)) })),
      ),
      fc.constantFrom("anonymous", "registered"),
    );
    cases["malformed multipart"] = asCase(
      fc.oneof(
        fc.constantFrom(
          { kind: "multipart-no-boundary", expectAnswer: true, headers: { "content-type": "multipart/form-data" }, body: bytes(multipartBody(boundary, file("a.txt"))) },
          { kind: "multipart-wrong-boundary", expectAnswer: true, headers: { "content-type": "multipart/form-data; boundary=other" }, body: bytes(multipartBody(boundary, file("a.txt"))) },
          { kind: "multipart-no-file", expectAnswer: true, headers: typed, body: bytes(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`) },
          { kind: "multipart-wrong-field", expectAnswer: true, headers: typed, body: bytes(multipartBody(boundary, { ...file("a.txt"), name: "document" })) },
          { kind: "multipart-empty", expectAnswer: true, headers: typed, body: bytes("") },
          { kind: "multipart-json", expectAnswer: true, headers: typed, body: bytes(plausibleBody) },
          { kind: "multipart-huge-header", expectAnswer: true, headers: typed, body: bytes(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${"h".repeat(200_000)}.txt"\r\n\r\nabc\r\n--${boundary}--\r\n`) },
          { kind: "multipart-many-fields", expectAnswer: true, headers: typed, body: bytes(multipartBody(boundary, file("a.txt"), Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`f${i}`, "x"])))) },
          { kind: "multipart-empty-file", expectAnswer: true, headers: typed, body: bytes(multipartBody(boundary, file("empty.txt", ""))) },
        ),
        hostileString.map((name) => ({ kind: "multipart-hostile-filename", expectAnswer: true, headers: typed, body: bytes(multipartBody(boundary, file(name.replace(/["\r\n]/g, "")))) })),
        hostileString.map((value) => ({ kind: "multipart-hostile-field", expectAnswer: true, headers: typed, body: bytes(multipartBody(boundary, file("a.txt"), { knowledge_base_id: value.replace(/\r|\n/g, "") })) })),
      ),
    );
  }
  return cases;
}
