import crypto from "node:crypto";
import OAuth from "oauth-1.0a";
import { ZoteroApiError } from "./zotero-api.ts";

/**
 * Zotero's OAuth 1.0a (https://www.zotero.org/support/dev/web_api/v3/oauth): a request token,
 * the user's consent on Zotero's authorize page, then the access token, which is the user's API
 * key. Requests are signed HMAC-SHA1 by the oauth-1.0a library.
 */
export interface ZoteroAccess {
  apiKey: string;
  userId: string;
  username: string | null;
}

export class ZoteroOAuth {
  private readonly oauth: OAuth;

  constructor(
    private readonly oauthBase: string,
    app: { clientKey: string; clientSecret: string },
    private readonly timeoutMs = 30_000,
  ) {
    this.oauth = new OAuth({
      consumer: { key: app.clientKey, secret: app.clientSecret },
      signature_method: "HMAC-SHA1",
      hash_function: (base, key) => crypto.createHmac("sha1", key).update(base).digest("base64"),
    });
  }

  async requestToken(callbackUrl: string): Promise<{ token: string; secret: string }> {
    const form = await this.post(`${this.oauthBase}/request`, { oauth_callback: callbackUrl });
    const token = form.get("oauth_token");
    const secret = form.get("oauth_token_secret");
    if (!token || !secret) throw new ZoteroApiError(502, "Zotero gave no request token");
    return { token, secret };
  }

  /** Zotero's page where the user allows Folio to read their library (and groups). */
  authorizeUrl(token: string): string {
    const url = new URL(`${this.oauthBase}/authorize`);
    url.searchParams.set("oauth_token", token);
    url.searchParams.set("library_access", "1");
    url.searchParams.set("all_groups", "read");
    url.searchParams.set("name", "Folio");
    return url.href;
  }

  async accessToken(token: string, tokenSecret: string, verifier: string): Promise<ZoteroAccess> {
    const form = await this.post(`${this.oauthBase}/access`, { oauth_verifier: verifier }, { key: token, secret: tokenSecret });
    const apiKey = form.get("oauth_token_secret");
    const userId = form.get("userID");
    if (!apiKey || !userId || !/^\d+$/.test(userId)) throw new ZoteroApiError(502, "Zotero gave no access key");
    return { apiKey, userId, username: form.get("username") };
  }

  private async post(url: string, data: Record<string, string>, token?: OAuth.Token): Promise<URLSearchParams> {
    // oauth_callback and oauth_verifier are protocol parameters: signed, and sent in the header only
    // (the library puts them there; sending them in the body too would count them twice).
    const auth = this.oauth.authorize({ url, method: "POST", data }, token);
    const res = await fetch(url, {
      method: "POST",
      headers: { Authorization: this.oauth.toHeader(auth).Authorization },
      signal: AbortSignal.timeout(this.timeoutMs),
    }).catch((err: unknown) => {
      throw new ZoteroApiError(0, `Zotero could not be reached: ${err instanceof Error ? err.message : String(err)}`);
    });
    const text = await res.text();
    if (!res.ok) throw new ZoteroApiError(res.status, `Zotero's OAuth answered ${res.status}`);
    return new URLSearchParams(text);
  }
}
