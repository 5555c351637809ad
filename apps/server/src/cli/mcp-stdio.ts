import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { FolioClient } from "@folio/client";
import { ConfigError, processEnv, readMcpBridgeConfig } from "../platform/config.ts";
import { createFolioMcpServer } from "../features/mcp/index.ts";

/**
 * `npm run mcp`: Folio's MCP tools over stdio for desktop assistants that cannot reach the server
 * by URL. It holds no database: every tool calls FOLIO_URL's HTTP API with FOLIO_API_KEY through
 * @folio/client, so the key's scope and quotas apply. stdout carries only JSON-RPC; messages go to stderr.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = readMcpBridgeConfig(processEnv());
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`folio mcp: ${err.message}\nSet FOLIO_URL (default http://localhost:3000) and FOLIO_API_KEY (an API key from Developers > API keys).\n`);
      process.exit(2);
    }
    throw err;
  }
  const origin = new URL(config.FOLIO_URL).origin;
  const server = createFolioMcpServer(new FolioClient({ baseUrl: origin, apiKey: config.FOLIO_API_KEY }), origin);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`folio mcp: serving Folio at ${origin} over stdio\n`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.stdin.on("end", stop);
}

await main();
