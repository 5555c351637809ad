import { z } from "zod";
import { parseSection, secret, url, type Env } from "./env.ts";

const McpBridgeSchema = z.object({
  /** The Folio server the stdio bridge calls (`npm run mcp`). */
  FOLIO_URL: url("the Folio server the MCP bridge calls").default("http://localhost:3000"),
  /** An API key of that server (Developers > API keys); its scope and quotas apply to every tool. */
  FOLIO_API_KEY: secret(),
});

export type McpBridgeConfig = z.output<typeof McpBridgeSchema>;

/** `npm run mcp`'s settings: where Folio is and the key to call it with (ConfigError naming what is wrong). */
export function readMcpBridgeConfig(env: Env): McpBridgeConfig {
  return parseSection(McpBridgeSchema, env);
}
