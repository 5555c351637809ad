import { describe, expect, it } from "vitest";
import { setupSnippets } from "./setup-snippets";

describe("assistant set-up snippets", () => {
  const snippets = setupSnippets("https://folio.example");

  it("cover the five assistants, each with this server filled in", () => {
    expect(snippets.map((s) => s.name)).toEqual(["Claude connectors", "ChatGPT connectors", "Claude Desktop", "Cursor", "VS Code"]);
    for (const s of snippets) expect(s.code).toContain("https://folio.example");
  });

  it("give JSON that parses, in each client's own shape", () => {
    const byId = Object.fromEntries(snippets.map((s) => [s.id, s.code]));
    expect(JSON.parse(byId.cursor ?? "")).toEqual({ mcpServers: { folio: { url: "https://folio.example/mcp" } } });
    expect(JSON.parse(byId.vscode ?? "")).toEqual({ servers: { folio: { type: "http", url: "https://folio.example/mcp" } } });
    const desktop = JSON.parse(byId["claude-desktop"] ?? "") as { mcpServers: { folio: { command: string; args: string[]; env: Record<string, string> } } };
    expect(desktop.mcpServers.folio).toMatchObject({ command: "npm", env: { FOLIO_URL: "https://folio.example" } });
    expect(desktop.mcpServers.folio.args).toContain("mcp");
    expect(byId["claude-connectors"]).toBe("https://folio.example/mcp");
  });
});
