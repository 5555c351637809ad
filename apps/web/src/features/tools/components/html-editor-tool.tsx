import { useDeferredValue, useState } from "react";
import { htmlPreviewDocument } from "@folio/text-tools";
import { TOOL_LIMITS } from "@folio/contract";
import { Label } from "@/components/ui/label";
import { ResultActions } from "./result-actions";
import { TextArea } from "./text-area";

const START = `<h1>Hello</h1>
<p>Edit this HTML and the preview follows.</p>
<button onclick="this.textContent = 'Clicked'">Click me</button>
<style>
  body { font-family: system-ui, sans-serif; padding: 1rem; }
  h1 { color: #4f46e5; }
</style>`;

/**
 * HTML with a live preview. The frame is sandboxed with allow-scripts and without allow-same-origin:
 * its document has an opaque origin, so its scripts reach none of Folio's cookies, storage or pages,
 * and its own policy (PREVIEW_POLICY) refuses network calls, form posts and external scripts.
 */
export function HtmlEditorTool() {
  const [html, setHtml] = useState(START);
  const deferred = useDeferredValue(html);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="tool-input">HTML</Label>
          <ResultActions text={html} fileName="page.html" type="text/html;charset=utf-8" />
        </div>
        <TextArea id="tool-input" value={html} onChange={(e) => setHtml(e.target.value)} rows={18} maxLength={TOOL_LIMITS.textChars} className="font-mono text-sm" />
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm font-medium" id="preview-label">
          Preview
        </p>
        <iframe
          title="Preview of your HTML"
          aria-labelledby="preview-label"
          sandbox="allow-scripts"
          srcDoc={htmlPreviewDocument(deferred)}
          referrerPolicy="no-referrer"
          className="h-[28rem] w-full rounded-md border bg-white"
        />
      </div>
    </div>
  );
}
