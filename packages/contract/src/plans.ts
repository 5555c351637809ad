import type { PlanKey } from "./accounts.ts";

const MB = 1024 * 1024;

/**
 * What each web plan allows (product spec point 9). The plans issue extends this table; the
 * server enforces it and the pricing pages show it.
 */
export interface PlanLimits {
  fileSizeBytes: number;
  pagesPerDocument: number | null;
}

export const PLAN_LIMITS: Record<PlanKey, PlanLimits> = {
  FREE: { fileSizeBytes: 16 * MB, pagesPerDocument: 100 },
  PREMIUM: { fileSizeBytes: 32 * MB, pagesPerDocument: 2500 },
  PRO: { fileSizeBytes: 920 * MB, pagesPerDocument: 6000 },
  ENTERPRISE: { fileSizeBytes: 1500 * MB, pagesPerDocument: null },
};

/** Limits for accounts the operator made unlimited (`admin create-user --unlimited`). */
export const UNLIMITED_LIMITS: PlanLimits = { fileSizeBytes: 2048 * MB, pagesPerDocument: null };

/** Bytes under 1024, KB under 1 MiB, else MB with two decimals (the spec's file size display). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}
