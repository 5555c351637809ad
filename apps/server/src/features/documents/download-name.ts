import path from "node:path";
import { ACCEPTED_EXTENSIONS } from "@folio/contract";

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  "application/pdf": ".pdf",
  "text/plain": ".txt",
  "text/csv": ".csv",
  "application/rtf": ".rtf",
  "text/rtf": ".rtf",
  "application/epub+zip": ".epub",
  "application/vnd.ms-powerpoint": ".ppt",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ".pptx",
};

/** A file name from Content-Disposition or the URL path, with an extension from the content type if it has none. */
export function nameForDownload(url: URL, contentType: string | null, disposition: string | null): string {
  const fromHeader = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "")?.[1];
  let name = "";
  try {
    name = decodeURIComponent(fromHeader ?? path.posix.basename(url.pathname));
  } catch {
    name = fromHeader ?? path.posix.basename(url.pathname);
  }
  name = name.replace(/[\\/\0]/g, "_").trim().slice(0, 200) || url.hostname;
  if (!hasAcceptedExtension(name)) {
    const ext = EXTENSION_BY_TYPE[(contentType ?? "").split(";")[0]!.trim().toLowerCase()];
    if (ext) name += ext;
  }
  return name;
}
