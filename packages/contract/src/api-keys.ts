import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { displayName, IdParam } from "./common.ts";
import { API_KEY_LIMITS, API_PLAN_TYPES } from "./billing-plans.ts";

/** Developer API keys (spec points 1, 2 and 9): development keys to try the API, production keys on a paid API plan. */
export const API_KEY_TYPES = ["DEVELOPMENT", "PRODUCTION"] as const;
export const ApiKeyType = z.enum(API_KEY_TYPES);
export type ApiKeyType = z.infer<typeof ApiKeyType>;

/** What a key's secret starts with, so users and secret scanners recognise a leaked one. */
export const API_KEY_PREFIXES: Record<ApiKeyType, string> = { DEVELOPMENT: "folio_dev_", PRODUCTION: "folio_live_" };
export const API_KEY_NAME_MAX = 100;
/** Requests one key may make a minute (the spec asks for at least 60); over it, 429 with Retry-After. */
export const API_KEY_REQUESTS_PER_MINUTE = 60;

/** The spec's messages, word for word. */
export const API_KEY_MESSAGES = {
  nameRequired: "API name required",
  maxKeys: (count: number, type: ApiKeyType) => `You have reached your max (${count}) limit of ${type === "DEVELOPMENT" ? "development" : "production"} keys`,
} as const;

export const MAX_KEYS_OF_TYPE: Record<ApiKeyType, number> = { DEVELOPMENT: API_KEY_LIMITS.development, PRODUCTION: API_KEY_LIMITS.production };

/** What a key may reach: one folder, chosen documents (inside the folder when both), and whether it may change anything. */
export const ApiKeyScope = z.object({
  knowledge_base_id: z.string().min(1).max(200).nullable().optional(),
  doc_ids: z.array(z.string().min(1).max(200)).max(100).nullable().optional(),
  read_only: z.boolean().optional(),
});
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  key_type: ApiKeyType,
  /** The secret's first characters, to tell keys apart. */
  prefix: z.string(),
  scope: z.object({ knowledge_base_id: z.string().nullable(), doc_ids: z.array(z.string()).nullable(), read_only: z.boolean() }),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The create response: the key with its secret, shown this once. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const CreateApiKeyBody = z.object({
  name: displayName().max(API_KEY_NAME_MAX),
  key_type: ApiKeyType,
  scope: ApiKeyScope.optional(),
});

export const API_USAGE_KEYS = ["messages", "pages", "documents"] as const;
export type ApiUsageKey = (typeof API_USAGE_KEYS)[number];

export const ApiUsage = z.object({
  plan: z.enum(API_PLAN_TYPES),
  /** The first day (UTC) of the calendar month counted. */
  period_start: z.string(),
  /** total null: no limit on the plan. */
  limits: z.array(z.object({ key: z.enum(API_USAGE_KEYS), label: z.string(), used: z.number().int(), total: z.number().int().nullable() })),
});
export type ApiUsage = z.infer<typeof ApiUsage>;

const route = taggedRoutes("Developer API", { keyAccess: "none" });

export const apiKeyRoutes = {
  list: route("get", "/api/api-keys", "registered", "The account's API keys (never their secrets), newest first.", { success: { status: 200, schema: z.object({ api_keys: z.array(ApiKey) }) }, errors: [401, 403] }),
  create: route("post", "/api/api-keys", "registered", "Create an API key; its secret is in this response only. 2 development and 5 production keys; production keys need a paid API plan.", { body: CreateApiKeyBody, success: { status: 201, schema: CreatedApiKey }, errors: [400, 401, 403, 404, 422] }),
  revokeCurrent: route("delete", "/api/api-keys/current", "user", "Revoke the API key this request is made with (a connected browser extension disconnecting). Without a key, 404.", { keyAccess: "read", success: { status: 204, schema: null }, errors: [401, 404] }),
  revoke: route("delete", "/api/api-keys/:id", "registered", "Revoke an API key; it stops working at once.", { params: IdParam, success: { status: 204, schema: null }, errors: [401, 403, 404] }),
  usage: route("get", "/api/api-usage", "registered", "This calendar month's use of the account's API plan: messages, pages and documents.", { keyAccess: "read", success: { status: 200, schema: ApiUsage }, errors: [401, 403] }),
} as const;
