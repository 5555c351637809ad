/** What routes use of assistants (MCP): the OAuth consent page and the Settings sections. */
export { ConsentPage } from "./components/consent-page";
export { ConnectedAssistantsSection } from "./components/connected-assistants-section";
export { McpSetupSection } from "./components/mcp-setup-section";
