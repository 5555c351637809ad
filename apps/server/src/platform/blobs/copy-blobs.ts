import type { BlobStore } from "./blob-store.ts";

export interface CopyReport {
  /** Blobs written to the target. */
  copied: number;
  /** Blobs the target already had (a copy resumed after an interruption skips what it finished). */
  skipped: number;
  /** Blobs that could not be copied, each with the reason; the copy goes on past them. */
  failed: { hash: string; error: string }[];
}

/**
 * Copy every blob of `from` that `to` lacks, one at a time, streaming (no blob is held whole in
 * memory). The target hashes what it receives, so content that no longer matches its address is
 * reported; it was stored under its own hash, never under the address it was listed as.
 */
export async function copyBlobs(from: BlobStore, to: BlobStore, onProgress: (r: CopyReport) => void = () => {}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [] };
  for await (const hash of from.list()) {
    try {
      if (await to.exists(hash)) report.skipped++;
      else {
        const stored = await to.put(from.read(hash));
        if (stored.hash !== hash) throw new Error(`its content hashes to ${stored.hash}: the source copy is damaged`);
        report.copied++;
      }
    } catch (err) {
      report.failed.push({ hash, error: err instanceof Error ? err.message : String(err) });
    }
    onProgress(report);
  }
  return report;
}
