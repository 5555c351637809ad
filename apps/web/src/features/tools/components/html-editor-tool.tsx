import { useDeferredValue, useState } from "react";
import { htmlPreviewDocument } from "@folio/text-tools";
import { TOOL_LIMITS } from "@folio/contract";
import { Label } from "@/components/ui/label";
import { ResultActions } from "./result-actions";
import { TextArea } from "./text-area";

const START = `<h1>Hello</h1>
<p>Edit this HTML and the preview follows.</p>
<ul><li>Styles apply</li><li>Scripts do not run</li></ul>
<style>
  body { font-family: system-ui, sans-serif; padding: 1rem; }
  h1 { color: #4f46e5; }
</style>`;

/**
 * HTML with a live preview of its markup and styles. The frame has an empty sandbox (an opaque
 * origin, no scripts, forms, popups or navigation) and its document's policy (PREVIEW_POLICY)
 * refuses scripts again, so nothing typed here can reach Folio's cookies, storage or pages.
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
        <p className="flex min-h-8 items-center gap-1 text-sm font-medium" id="preview-label">
          Preview <span className="font-normal text-muted-foreground">(HTML and CSS; scripts do not run)</span>
        </p>
        <iframe
          title="Preview of your HTML"
          aria-labelledby="preview-label"
          sandbox=""
          srcDoc={htmlPreviewDocument(deferred)}
          referrerPolicy="no-referrer"
          className="h-[28rem] w-full rounded-md border bg-white"
        />
      </div>
    </div>
  );
}
