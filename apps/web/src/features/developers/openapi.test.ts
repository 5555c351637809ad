import { describe, expect, it } from "vitest";
import { constraints, fieldsOf, filterReference, readOpenApi, typeLabel } from "./openapi";

const error = { description: "Error", content: { "application/json": { schema: { type: "object", properties: { detail: { type: "string" } } } } } };

/** A document shaped as the server's buildOpenApi writes it. */
const doc = {
  openapi: "3.1.0",
  info: { title: "Folio API", version: "1.0.0" },
  paths: {
    "/api/api-keys": {
      get: { summary: "The account's API keys.", tags: ["Developer API"], parameters: [], responses: { "200": { description: "Success", content: { "application/json": { schema: { type: "object" } } } }, "401": error } },
      post: {
        summary: "Create an API key.",
        tags: ["Developer API"],
        parameters: [],
        requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { name: { type: "string", minLength: 1, maxLength: 100 } }, required: ["name"] } } } },
        responses: { "422": error, "201": { description: "Success", content: { "application/json": { schema: { type: "object" } } } }, "403": error },
      },
    },
    "/api/api-keys/{id}": {
      delete: { summary: "Revoke an API key.", tags: ["Developer API"], parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }], responses: { "204": { description: "Success" }, "404": error } },
    },
    "/api/plans": { get: { summary: "The API plans.", tags: ["Billing"], parameters: [{ name: "product", in: "query", required: false, schema: { type: "string", default: "API" } }], responses: { "200": { description: "Success" } }, security: [] } },
  },
};

describe("readOpenApi", () => {
  it("groups operations by tag, in the document's order, with their parts", () => {
    const ref = readOpenApi(doc);
    expect(ref.title).toBe("Folio API");
    expect(ref.groups.map((g) => [g.tag, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ["Developer API", ["get /api/api-keys", "post /api/api-keys", "delete /api/api-keys/{id}"]],
      ["Billing", ["get /api/plans"]],
    ]);
    const create = ref.groups[0]!.operations[1]!;
    expect(create.success.status).toBe("201");
    expect(create.errors).toEqual(["403", "422"]);
    expect(create.body?.contentType).toBe("application/json");
    expect(create.isPublic).toBe(false);
    const revoke = ref.groups[0]!.operations[2]!;
    expect(revoke.success).toEqual({ status: "204", description: "Success", schema: null });
    expect(revoke.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }]);
    expect(ref.groups[1]!.operations[0]!.isPublic).toBe(true);
  });

  it("refuses what is not an OpenAPI document", () => {
    expect(() => readOpenApi("<html>")).toThrow();
    expect(() => readOpenApi({ info: {} })).toThrow();
  });
});

describe("filterReference", () => {
  it("keeps the operations matching every word", () => {
    const { groups } = readOpenApi(doc);
    expect(filterReference(groups, "  ")).toBe(groups);
    expect(filterReference(groups, "delete key").flatMap((g) => g.operations.map((o) => o.id))).toEqual(["delete-/api/api-keys/{id}"]);
    expect(filterReference(groups, "billing")).toHaveLength(1);
    expect(filterReference(groups, "nothing-matches")).toEqual([]);
  });
});

describe("schema words", () => {
  it("names types, unions, enums and arrays", () => {
    expect(typeLabel({ type: "string" })).toBe("string");
    expect(typeLabel({ type: ["string", "null"] })).toBe("string | null");
    expect(typeLabel({ enum: ["DEVELOPMENT", "PRODUCTION"] })).toBe('"DEVELOPMENT" | "PRODUCTION"');
    expect(typeLabel({ anyOf: [{ type: "array", items: { type: "string" } }, { type: "null" }] })).toBe("array of string | null");
    expect(typeLabel({ const: true })).toBe("true");
    expect(typeLabel({})).toBe("any");
  });

  it("says the limits and defaults", () => {
    expect(constraints({ minLength: 1, maxLength: 100 })).toEqual(["1-100 characters"]);
    expect(constraints({ minimum: 1, maximum: 100, default: 10 })).toEqual(["1 to 100", "default 10"]);
    expect(constraints({ maximum: 5, maxItems: 3 })).toEqual(["at most 5", "at most 3 items"]);
    expect(constraints({ maxLength: 100 })).toEqual(["at most 100 characters"]);
  });

  it("finds the fields of objects, arrays of objects and nullable objects", () => {
    const obj = { type: "object", properties: { a: { type: "string" } } };
    expect(fieldsOf(obj)).toBe(obj);
    expect(fieldsOf({ type: "array", items: obj })).toBe(obj);
    expect(fieldsOf({ anyOf: [obj, { type: "null" }] })).toBe(obj);
    expect(fieldsOf({ type: "string" })).toBeNull();
  });
});
