export { DISPLAY_NAMES, type ChatModelName, type HostedModelName } from "./models.ts";
export { createModelRegistry, type ModelRegistry, type ModelStatus } from "./registry.ts";
export type { HostedLanguageModel } from "./providers.ts";
export { CHARS_PER_TOKEN, documentBudget, estimateTokens } from "./token-budget.ts";
