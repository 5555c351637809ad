export { handleMcp, publicOrigin, type AppFetch } from "./mcp-http.ts";
export { innerCallerOf } from "./inner-caller.ts";
export { createFolioMcpServer } from "./folio-mcp-server.ts";
export { OAuthError } from "./oauth-errors.ts";
export { readOAuthForm, readRegistrationBody } from "./oauth-form.ts";
export {
  authorizationServerMetadata,
  protectedResourceMetadata,
  registerClient,
  checkAuthorizeRequest,
  consentDetails,
  decideAuthorization,
  exchangeToken,
  revokeToken,
  listConnections,
  disconnect,
  OAUTH_TTL,
} from "./oauth-server.ts";
