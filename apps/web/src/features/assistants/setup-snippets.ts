/** One assistant's set-up: where to paste, and what. */
export interface SetupSnippet {
  id: string;
  name: string;
  steps: string;
  label: string;
  code: string;
}

/**
 * Copy-paste set-up for the assistants people use, with this server's /mcp filled in. Assistants that
 * connect by URL sign in with OAuth (the consent page); desktop ones without URL support run the
 * stdio bridge with an API key.
 */
export function setupSnippets(origin: string): SetupSnippet[] {
  const url = `${origin}/mcp`;
  const stdio = { command: "npm", args: ["run", "--silent", "--prefix", "/path/to/folio", "mcp"], env: { FOLIO_URL: origin, FOLIO_API_KEY: "folio_dev_…" } };
  return [
    {
      id: "claude-connectors",
      name: "Claude connectors",
      steps: "In Claude (web or desktop), open Settings > Connectors > Add custom connector, paste this URL and choose Connect: Folio asks you to allow it.",
      label: "Connector URL",
      code: url,
    },
    {
      id: "chatgpt",
      name: "ChatGPT connectors",
      steps: "In ChatGPT, open Settings > Apps & Connectors > Advanced settings, turn on developer mode, then Create: name it Folio, paste this URL, choose OAuth and allow Folio when asked. Deep research uses its search and fetch tools.",
      label: "MCP server URL",
      code: url,
    },
    {
      id: "claude-desktop",
      name: "Claude Desktop",
      steps: "Claude Desktop > Settings > Developer > Edit Config opens claude_desktop_config.json: add Folio under mcpServers (the stdio bridge, with an API key from Developers > API keys), then restart Claude.",
      label: "claude_desktop_config.json",
      code: JSON.stringify({ mcpServers: { folio: stdio } }, null, 2),
    },
    {
      id: "cursor",
      name: "Cursor",
      steps: "Put this in ~/.cursor/mcp.json (or .cursor/mcp.json in a project); Cursor offers to sign in to Folio the first time it uses it.",
      label: "mcp.json",
      code: JSON.stringify({ mcpServers: { folio: { url } } }, null, 2),
    },
    {
      id: "vscode",
      name: "VS Code",
      steps: "Put this in .vscode/mcp.json (or run MCP: Add Server and choose HTTP); Copilot's agent mode then lists Folio's tools and signs in when you start the server.",
      label: ".vscode/mcp.json",
      code: JSON.stringify({ servers: { folio: { type: "http", url } } }, null, 2),
    },
  ];
}
