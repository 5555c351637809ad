import { tidyUnitText } from "./clean-text.ts";
import { detectLanguage } from "../text/index.ts";
import { IngestError, noText, unreadableText } from "./ingest-error.ts";
import { LIMITS } from "./limits.ts";
import { assessText } from "./text-quality.ts";
import type { FileType, ParsedDocument, ParsedUnit, RawDocument } from "./types.ts";

const LANGUAGE_SAMPLE_CHARS = 30_000;

/**
 * Turns a format parser's output into the common document model: numbered units with tidy text,
 * a quality check on every unit read from a text layer, and the parse report. A document whose
 * text shows it was not really read (binary, raw markup) fails here instead of becoming "ready".
 */
export function finishDocument(fileType: FileType, raw: RawDocument, startedAt: number): ParsedDocument {
  let garbled = 0;
  let withText = 0;
  let totalChars = 0;
  const units = raw.units.map((unit, i): ParsedUnit => {
    const warnings = [...unit.warnings];
    if (unit.source === "text") {
      const verdict = unit.verdict ?? assessText(unit.text);
      if (verdict.problem === "binary" || verdict.problem === "markup") throw unreadableText(`its text could not be read (${verdict.reason})`);
      if (verdict.problem === "garbled") {
        garbled++;
        warnings.push(`Garbled text (${verdict.reason})`);
      }
    }
    let text = tidyUnitText(unit.text);
    if (text.length > LIMITS.maxUnitChars) {
      text = text.slice(0, LIMITS.maxUnitChars);
      warnings.push(`Text cut at ${LIMITS.maxUnitChars.toLocaleString("en-US")} characters`);
    }
    if (text) withText++;
    totalChars += text.length;
    return { unit: i + 1, kind: unit.kind, label: unit.label, ...(unit.heading ? { heading: unit.heading } : {}), text, source: unit.source, warnings };
  });

  if (withText === 0) throw noText();
  if (garbled === withText) throw unreadableText("its text is garbled throughout (wrong encoding or fonts without character maps)");
  if (totalChars > LIMITS.maxDocumentChars) {
    throw new IngestError("too_much_text", `This document has more text than Folio can index (over ${(LIMITS.maxDocumentChars / 1e6).toFixed(0)} million characters)`);
  }

  let sample = "";
  for (const unit of units) {
    if (sample.length >= LANGUAGE_SAMPLE_CHARS) break;
    sample += `${unit.text}\n`;
  }
  return {
    fileType,
    title: raw.title,
    language: detectLanguage(sample, "clear"),
    units,
    report: {
      units: units.map((u) => ({ unit: u.unit, source: u.source, chars: u.text.length, warnings: u.warnings })),
      warnings: raw.warnings,
      durationMs: Date.now() - startedAt,
    },
  };
}
