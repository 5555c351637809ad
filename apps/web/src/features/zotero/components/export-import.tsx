import { useRef, useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { FileUp } from "lucide-react";
import { REFERENCE_PDFS_MAX, type ReferenceExportImported } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Alert } from "@/components/ui/alert";
import { errorDetail } from "@/lib/api-client";
import { useImportReferenceExport } from "../api";
import { plural } from "@/lib/plural";

/** Without a Zotero account: a BibTeX or RIS export with its PDFs (or the PDFs alone, after), each becoming a document with its entry's metadata. */
export function ExportImport() {
  const send = useImportReferenceExport();
  const form = useRef<HTMLFormElement>(null);
  const [exportFile, setExportFile] = useState<File | null>(null);
  const [pdfs, setPdfs] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ReferenceExportImported | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!exportFile && pdfs.length === 0) return setError("Choose a .bib or .ris export, PDFs, or both.");
    if (pdfs.length > REFERENCE_PDFS_MAX) return setError(`Choose at most ${REFERENCE_PDFS_MAX} PDFs at a time.`);
    setError(null);
    send.mutate(
      { exportFile, pdfs },
      {
        onSuccess: (r) => {
          setResult(r);
          setExportFile(null);
          setPdfs([]);
          form.current?.reset();
        },
        onError: (err) => setError(errorDetail(err)),
      },
    );
  };

  return (
    <Card aria-labelledby="export-import-title">
      <CardHeader>
        <CardTitle id="export-import-title">Import a BibTeX or RIS export</CardTitle>
        <CardDescription>No Zotero account needed: export your library (File › Export Library, with files), then choose the export and its PDFs. PDFs you add later are matched to the entries that wait for them.</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={form} className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <Field label="Export (.bib or .ris)" id="reference-export">
            <input id="reference-export" type="file" accept=".bib,.bibtex,.ris" className="text-sm" onChange={(e) => setExportFile(e.target.files?.[0] ?? null)} disabled={send.isPending} />
          </Field>
          <Field label="PDFs" id="reference-pdfs" hint={`Up to ${REFERENCE_PDFS_MAX} at a time.`}>
            <input id="reference-pdfs" aria-describedby="reference-pdfs-hint" type="file" accept=".pdf,application/pdf" multiple className="text-sm" onChange={(e) => setPdfs(Array.from(e.target.files ?? []))} disabled={send.isPending} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" loading={send.isPending}>
              <FileUp aria-hidden="true" /> Import
            </Button>
          </div>
        </form>
        <div aria-live="polite" className="mt-4 grid gap-2">
          {error && <Alert tone="error">{error}</Alert>}
          {result && (
            <Alert tone="success">
              {result.entries > 0 && `${plural(result.entries, "entry", "entries")} read. `}
              {plural(result.imported.length, "PDF")} imported. {result.waiting > 0 && `${result.waiting} ${result.waiting === 1 ? "entry waits" : "entries wait"} for a PDF.`}
              {result.imported.length > 0 && (
                <ul className="mt-2 list-disc pl-5">
                  {result.imported.map((d) => (
                    <li key={d.doc_id}>
                      <Link to="/documents/$docId" params={{ docId: d.doc_id }} className="underline-offset-4 hover:underline">
                        {d.title ?? d.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
