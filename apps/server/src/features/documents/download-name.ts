import path from "node:path";
import { ACCEPTED_EXTENSIONS, withoutBidiControls } from "@folio/contract";

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

/**
 * A file name from Content-Disposition or the URL path, with an extension from the content type if
 * it has none. Direction controls are dropped as from an uploaded name; control characters, which
 * an upload's name is refused for, become "_" with the path separators: the remote server chose
 * this name, and the user cannot correct it.
 */
export function nameForDownload(url: URL, contentType: string | null, disposition: string | null): string {
  const fromHeader = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "")?.[1];
  let name = "";
  try {
    name = decodeURIComponent(fromHeader ?? path.posix.basename(url.pathname));
  } catch {
    name = fromHeader ?? path.posix.basename(url.pathname);
  }
  // eslint-disable-next-line no-control-regex -- replacing control characters is the point
  name = withoutBidiControls(name).replace(/[\\/\u0000-\u001f\u007f]/g, "_").trim().slice(0, 200) || url.hostname;
  if (!hasAcceptedExtension(name)) {
    const ext = EXTENSION_BY_TYPE[(contentType ?? "").split(";")[0]!.trim().toLowerCase()];
    if (ext) name += ext;
  }
  return name;
}
