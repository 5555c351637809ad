import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import type * as openapiModule from "../platform/http/openapi.ts";
import { buildOpenApi } from "../platform/http/openapi.ts";
import { platformRoutes } from "./platform.ts";

vi.mock("../platform/http/openapi.ts", async (importOriginal) => {
  const original = await importOriginal<typeof openapiModule>();
  return { ...original, buildOpenApi: vi.fn(original.buildOpenApi) };
});

describe("GET /api/openapi.json", () => {
  it("builds the document on the first request, not when the routes are bound, and only once", async () => {
    const app = new Hono<HonoEnv>();
    // The OpenAPI route reads no dependency; the health and metrics handlers that do are not called here.
    platformRoutes(app, {} as AppDeps);
    expect(buildOpenApi).not.toHaveBeenCalled();

    const first = await app.request("/api/openapi.json");
    expect(first.status).toBe(200);
    const doc = (await first.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.paths["/api/documents"]).toBeDefined();
    const second = await app.request("/api/openapi.json");
    expect(await second.json()).toEqual(doc);
    expect(buildOpenApi).toHaveBeenCalledTimes(1);
  });
});
