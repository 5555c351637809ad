/** Types a browser only displays, never runs: plain text, the pictures and the audio Folio stores. */
const PASSIVE_TYPES = new Set(["text/plain", "text/csv", "image/png", "image/jpeg", "audio/mpeg"]);

/**
 * How a stored file is offered to a browser opening it: passive types inline, anything that could
 * run (a PDF's scripts, HTML, SVG, XML, office and e-book formats, unknown bytes) as a download.
 * The sandbox policy of every API response (security-headers.ts) applies on top of either.
 */
export function contentDisposition(contentType: string, fileName: string): string {
  const mediaType = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  const kind = PASSIVE_TYPES.has(mediaType) ? "inline" : "attachment";
  // The quoted name is for old clients; filename* carries the real name in UTF-8 (RFC 6266).
  const ascii = fileName.replace(/[^\x20-\x7e]/gu, "_").replace(/["\\]/gu, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Percent-encoding as RFC 5987 wants it: encodeURIComponent also leaves ' ( ) * alone, which are not attr-chars. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
