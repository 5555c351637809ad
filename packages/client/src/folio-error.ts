/**
 * An error answered by Folio: the HTTP status, the catalogue code (`invalid_api_key`,
 * `not_found`, …; null when the server sent none) and the human message (`detail`).
 */
export class FolioError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly detail: string;
  /** Seconds to wait before trying again, from a 429's Retry-After. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, code: string | null, detail: string, retryAfterSeconds: number | null = null) {
    super(`${status} ${detail}`);
    this.name = "FolioError";
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The error a failed response carries: its JSON `{detail, code}`, else its status text. */
  static async fromResponse(res: Response): Promise<FolioError> {
    const text = await res.text().catch(() => "");
    let detail = res.statusText || `HTTP ${res.status}`;
    let code: string | null = null;
    try {
      const body = JSON.parse(text) as { detail?: unknown; code?: unknown };
      if (typeof body.detail === "string") detail = body.detail;
      if (typeof body.code === "string") code = body.code;
    } catch {
      if (text.trim()) detail = text.trim().slice(0, 500);
    }
    const retry = Number(res.headers.get("retry-after"));
    return new FolioError(res.status, code, detail, Number.isFinite(retry) && retry > 0 ? retry : null);
  }
}
