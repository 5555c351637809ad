/** Saves a blob under a file name through a temporary link (the browser's own download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL goes once the browser has surely read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadText(text: string, fileName: string, type = "text/plain;charset=utf-8"): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** The name in `filename*=UTF-8''…` (preferred) or `filename="…"` of a Content-Disposition header. */
export function fileNameFromDisposition(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** A file the server sent back. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** A file answer's bytes, under the name its Content-Disposition gives, else `fallback`. */
export async function responseFile(res: Response, fallback: string): Promise<DownloadedFile> {
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get("content-disposition")) ?? fallback };
}
