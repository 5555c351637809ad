import { readZipGuarded } from "./zip-guard.ts";
import { checkEncryption, readEpubPackage } from "./formats/epub-package.ts";
import { readSlideList } from "./formats/parse-pptx.ts";
import { oleNeedsPassword } from "./office-encryption.ts";
import { isOleFile } from "./ole-container.ts";
import { pdfNeedsPassword, readPdfInfo } from "./pdf/pdf-info.ts";
import type { FileType } from "./types.ts";

export interface FileInspection {
  /** Pages (PDF) or slides (PPTX); null where the format has no fixed count. */
  pageCount: number | null;
  passwordRequired: boolean;
}

/**
 * The quick checks made while the upload request is still open: password (qpdf, or the OLE
 * container of an encrypted PPTX/PPT), page or slide count (pdfinfo, presentation.xml), and for
 * archives the guarded scan (bombs, DRM) so a hostile file is refused before it is queued.
 * Throws an IngestError for a file that is not what its type says or is damaged.
 */
export async function inspectFile(path: string, type: FileType): Promise<FileInspection> {
  switch (type) {
    case "pdf": {
      // Both tools at once (the upload request waits for them); pdfinfo's verdict on a file that
      // needs a password is not wanted, so its failure counts only when qpdf finds none.
      const info = readPdfInfo(path);
      info.catch(() => {});
      if (await pdfNeedsPassword(path)) return { pageCount: null, passwordRequired: true };
      return { pageCount: (await info).pages, passwordRequired: false };
    }
    case "pptx": {
      if (await isOleFile(path)) return { pageCount: null, passwordRequired: await oleNeedsPassword(path, "pptx") };
      return { pageCount: (await readSlideList(path)).slides.length, passwordRequired: false };
    }
    case "ppt":
      return { pageCount: null, passwordRequired: await oleNeedsPassword(path, "ppt") };
    case "epub": {
      const { files } = await readZipGuarded(path, (name) => name.startsWith("META-INF/") || name.endsWith(".opf"));
      checkEncryption(files);
      readEpubPackage(files);
      return { pageCount: null, passwordRequired: false };
    }
    case "txt":
    case "csv":
    case "rtf":
      return { pageCount: null, passwordRequired: false };
  }
}
