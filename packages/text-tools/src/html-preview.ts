/**
 * The document the HTML editor's preview frame shows: HTML and CSS, no script. The frame is
 * sandboxed with no permission at all (an opaque origin, no scripts, forms, popups or navigation of
 * the page), a srcdoc frame also keeps the app's own policy (no inline script), and this policy
 * refuses scripts again wherever the document is shown, while images, styles, fonts and media may
 * load so a page looks as written. The meta tag comes first, so the parser puts it in the head
 * whatever the user's markup holds.
 */
export const PREVIEW_POLICY =
  "default-src 'none'; script-src 'none'; style-src * 'unsafe-inline'; img-src * data: blob:; font-src * data:; media-src * data: blob:; form-action 'none'; base-uri 'none'";

export function htmlPreviewDocument(html: string): string {
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">${html}`;
}
