import { X } from "lucide-react";
import type { Document } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorDetail } from "@/lib/api-client";
import { useParseReport } from "../api";
import { unitCount } from "../format";

interface ParseReportPanelProps {
  id: string;
  doc: Document;
  onClose: () => void;
}

/** How each unit was read (text layer or OCR), its size and warnings: the parse report. */
export function ParseReportPanel({ id, doc, onClose }: ParseReportPanelProps) {
  const report = useParseReport(doc.doc_id, doc.status === "ready" || doc.status === "failed");
  const word = doc.unit_kind === "rows" ? "Rows" : (doc.unit_kind ?? "page").replace(/^./, (c) => c.toUpperCase());

  return (
    <aside id={id} aria-label="Parse report" className="flex max-h-[45%] min-h-0 flex-col border-t bg-card lg:max-h-none lg:w-80 lg:shrink-0 lg:border-t-0 lg:border-l">
      <div className="flex items-center justify-between border-b px-3 py-2">
        <h2 className="text-sm font-semibold">Parse report</h2>
        <Button variant="ghost" size="icon-sm" onClick={onClose} aria-label="Close parse report">
          <X />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-3 text-sm">
        {doc.status !== "ready" && doc.status !== "failed" ? (
          <p className="text-muted-foreground">The report is written when processing ends.</p>
        ) : report.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading report">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ) : report.isError ? (
          <Alert tone="error">{errorDetail(report.error)}</Alert>
        ) : (
          <>
            <p className="mb-2 text-muted-foreground">
              {unitCount(doc.unit_kind, report.data.units.length)}, {report.data.units.filter((u) => u.source === "ocr").length} by OCR, read in{" "}
              {(report.data.durationMs / 1000).toFixed(1)} s.
            </p>
            {report.data.warnings.length > 0 && (
              <ul className="mb-3 list-disc pl-5 text-destructive-text">
                {report.data.warnings.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            )}
            <table className="w-full text-left text-xs">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {word}
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Source
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">
                    Characters
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.data.units.map((u) => (
                  <tr key={u.unit} className="border-t align-top">
                    <td className="py-1 pr-2 tabular-nums">{u.unit}</td>
                    <td className="py-1 pr-2">
                      {u.source === "ocr" ? "OCR" : "Text"}
                      {u.warnings.map((w, i) => (
                        <p key={i} className="text-destructive-text">
                          {w}
                        </p>
                      ))}
                    </td>
                    <td className="py-1 pr-2 text-right tabular-nums">{u.chars.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </aside>
  );
}
