import { useDeferredValue, useMemo, useState } from "react";
import { FONT_STYLES, type FontStyle } from "@folio/contract";
import { PAGE_STYLE, STYLE_LABELS, styleText } from "@folio/text-tools";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CopyButton } from "./result-actions";
import { NumberField } from "./controls";

/** Long enough for a name or a bio line; the styled forms are several times the input. */
const MAX_CHARS = 2_000;

/** The page's own style first, then the others. */
function orderedStyles(own: FontStyle | undefined): FontStyle[] {
  return own ? [own, ...FONT_STYLES.filter((s) => s !== own)] : [...FONT_STYLES];
}

/**
 * The fancy-text pages: every Unicode style of the text at once, the page's own style first, each
 * with its copy button. Letters without a styled form (other scripts, emoji) stay as typed.
 */
export function FancyTextTool({ slug }: { slug: string }) {
  const [text, setText] = useState("");
  const [intensity, setIntensity] = useState(3);
  const deferred = useDeferredValue(text);
  const own = PAGE_STYLE[slug];
  const sample = deferred || "Your text";
  const rows = useMemo(() => orderedStyles(own).map((s) => ({ style: s, text: styleText(sample, s, intensity) })), [sample, intensity, own]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid min-w-0 flex-1 basis-64 gap-2">
          <Label htmlFor="tool-input">Your text</Label>
          <Input id="tool-input" value={text} onChange={(e) => setText(e.target.value)} maxLength={MAX_CHARS} placeholder="Type something" autoComplete="off" />
        </div>
        {(own === "glitch" || !own) && <NumberField label="Glitch marks a letter (1 to 10)" value={intensity} min={1} max={10} onChange={setIntensity} />}
      </div>
      <ul className="grid gap-2" aria-label="Styles">
        {rows.map((r) => (
          <li key={r.style} className="flex items-center gap-3 rounded-lg border px-3 py-2" data-style={r.style}>
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted-foreground">{STYLE_LABELS[r.style]}</p>
              <p className="truncate text-lg leading-normal" data-testid="styled-text">
                {r.text}
              </p>
            </div>
            <CopyButton text={deferred ? r.text : ""} label={`Copy ${STYLE_LABELS[r.style]}`} />
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        These are Unicode characters, not a font: they keep their look wherever you paste them (bios, Discord, games). Screen readers may read them letter by
        letter or not at all, so keep plain text for what everyone must read.
      </p>
    </div>
  );
}
