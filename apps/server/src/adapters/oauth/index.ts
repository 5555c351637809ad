export { createOidcClient, type OidcClient, type OidcIdentity } from "./google-oidc.ts";
