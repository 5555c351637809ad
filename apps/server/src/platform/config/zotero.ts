import { z } from "zod";
import { ConfigError, parseSection, secret, url, type Env } from "./env.ts";

/** The Zotero integration (api-contract.md, Zotero), still to come; its variables are fixed and checked now. */
const ZoteroSchema = z.object({
  ZOTERO_CLIENT_KEY: secret().optional(),
  ZOTERO_CLIENT_SECRET: secret().optional(),
  ZOTERO_API_BASE: url("the Zotero web API").default("https://api.zotero.org"),
  ZOTERO_OAUTH_BASE: url("Zotero's OAuth 1.0a endpoints").default("https://www.zotero.org/oauth"),
});

export interface ZoteroConfig {
  apiBase: string;
  oauthBase: string;
  /** The OAuth 1.0a application; null: users connect with an API key only. */
  oauthApp: { clientKey: string; clientSecret: string } | null;
}

export function readZoteroConfig(env: Env): ZoteroConfig {
  const c = parseSection(ZoteroSchema, env);
  if (Boolean(c.ZOTERO_CLIENT_KEY) !== Boolean(c.ZOTERO_CLIENT_SECRET)) throw new ConfigError(["ZOTERO_CLIENT_KEY and ZOTERO_CLIENT_SECRET must be set together"]);
  const trim = (u: string) => u.replace(/\/+$/, "");
  return {
    apiBase: trim(c.ZOTERO_API_BASE),
    oauthBase: trim(c.ZOTERO_OAUTH_BASE),
    oauthApp: c.ZOTERO_CLIENT_KEY && c.ZOTERO_CLIENT_SECRET ? { clientKey: c.ZOTERO_CLIENT_KEY, clientSecret: c.ZOTERO_CLIENT_SECRET } : null,
  };
}
