import { ACCEPTED_EXTENSIONS, INVALID_FILE, formatSizeLimit, type FileType } from "@folio/contract";

/** The file picker's accept list: the seven supported extensions. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");

/** The supported type a file's name says it is, or null. (The server checks the content as well.) */
export function fileTypeOfName(name: string): FileType | null {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return null;
  const ext = name.slice(dot).toLowerCase();
  return ACCEPTED_EXTENSIONS.includes(ext) ? (ext.slice(1) as FileType) : null;
}

/**
 * Check a picked file before sending it: one of the seven supported extensions (else the spec's
 * 'You have selected an invalid file'), not empty, and within the plan's file size (null: no limit known).
 */
export function validateFile(file: Pick<File, "name" | "size">, maxBytes: number | null): string | null {
  if (!fileTypeOfName(file.name)) return INVALID_FILE;
  if (file.size === 0) return "This file is empty.";
  if (maxBytes !== null && file.size > maxBytes) {
    return `This file is larger than your plan allows (${formatSizeLimit(maxBytes)}). Upgrade your plan to upload larger files.`;
  }
  return null;
}

/** One file at a time (the spec): several dropped files are refused with a reason. */
export function pickOne(files: ArrayLike<File>): { file: File | null; error: string | null } {
  if (files.length === 0) return { file: null, error: null };
  if (files.length > 1) return { file: null, error: "Please choose one file at a time." };
  return { file: files[0] ?? null, error: null };
}
