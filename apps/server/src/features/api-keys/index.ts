export { listApiKeys, createApiKey, revokeApiKey } from "./manage-keys.ts";
export { apiUsage, consumeApiPages, releaseApiPages, addApiPages } from "./api-quota.ts";
export { requestApiKey, assertNoKeyInQuery, authenticateApiKey } from "./key-caller.ts";
