import { getDocument, GlobalWorkerOptions, version, type PDFDocumentLoadingTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { documentRoutes } from "@folio/contract";
import { fetchWithSession } from "@/lib/api-client";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Copied into the build by the pdfjs-assets plugin in vite.config.ts (same version, no CDN). */
const ASSETS = `/assets/pdfjs-${version}`;

/** The original file's bytes (the file route is binary, so it is not a callApi call). */
async function fetchFile(docId: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const res = await fetchWithSession(documentRoutes.file.path.replace(":id", encodeURIComponent(docId)), { signal });
  return res.arrayBuffer();
}

/** Open a stored PDF with PDF.js: character maps for CJK text, standard fonts and decoders from our own build. */
export async function openPdf(docId: string, signal: AbortSignal): Promise<PDFDocumentLoadingTask> {
  const data = await fetchFile(docId, signal);
  return getDocument({
    data: new Uint8Array(data),
    cMapUrl: `${ASSETS}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${ASSETS}/standard_fonts/`,
    wasmUrl: `${ASSETS}/wasm/`,
    iccUrl: `${ASSETS}/iccs/`,
  });
}
