/**
 * The document the HTML editor's preview frame shows. The frame is sandboxed without
 * allow-same-origin (an opaque origin: no cookie, storage or DOM of the app is reachable) and this
 * policy also closes the network to scripts (no fetch, no form posts, no external scripts), while
 * images, styles, fonts and media may load so a page looks as written. The meta tag comes first,
 * so the parser puts it in the head whatever the user's markup holds.
 */
export const PREVIEW_POLICY =
  "default-src 'none'; script-src 'unsafe-inline'; style-src * 'unsafe-inline'; img-src * data: blob:; font-src * data:; media-src * data: blob:; form-action 'none'; base-uri 'none'";

export function htmlPreviewDocument(html: string): string {
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">${html}`;
}
