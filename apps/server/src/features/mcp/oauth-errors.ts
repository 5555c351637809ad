/** An OAuth error answered as RFC 6749 section 5.2 says: `{error, error_description}` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_target" | "invalid_redirect_uri" | "invalid_client_metadata" | "access_denied",
    readonly description: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(description);
    this.name = "OAuthError";
  }

  toJSON(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}
