import { copyFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { damaged, passwordProtected } from "../ingest-error.ts";
import { LIMITS } from "../limits.ts";
import { oleNeedsPassword } from "../office-encryption.ts";
import type { ParseContext } from "../parse-context.ts";
import { runTool } from "../run-tool.ts";
import type { RawDocument } from "../types.ts";
import { parsePptx } from "./parse-pptx.ts";

/**
 * Legacy binary PowerPoint: no JavaScript library reads it (the stack notes tried), so
 * LibreOffice converts it to PPTX, which the PPTX parser reads. Each job gets its own
 * LibreOffice profile in the scratch folder: a shared profile made concurrent conversions fail.
 */
export async function parsePpt(filePath: string, ctx: ParseContext): Promise<RawDocument> {
  if (await oleNeedsPassword(filePath, "ppt")) throw passwordProtected();
  ctx.progress({ stage: "converting", done: 0, total: 1 });
  const work = path.join(ctx.scratchDir, "ppt");
  const outDir = path.join(work, "out");
  await mkdir(outDir, { recursive: true });
  // The stored file has no extension (content-addressed blobs); LibreOffice picks its filter by name too.
  const input = path.join(work, "input.ppt");
  await copyFile(filePath, input);
  const run = await runTool(
    "soffice",
    [`-env:UserInstallation=${pathToFileURL(path.join(work, "profile")).href}`, "--headless", "--norestore", "--nologo", "--convert-to", "pptx", "--outdir", outDir, input],
    { timeoutMs: LIMITS.toolTimeoutMs.convert, signal: ctx.signal, env: { HOME: work } },
  );
  const produced = (await readdir(outDir)).find((f) => f.endsWith(".pptx"));
  if (!produced) throw damaged("LibreOffice could not open this presentation", run.stderr.trim().slice(-300) || `soffice exit ${run.exitCode}`);
  ctx.progress({ stage: "converting", done: 1, total: 1 });
  const doc = await parsePptx(path.join(outDir, produced), ctx);
  return { ...doc, warnings: [...doc.warnings, "Converted from legacy PowerPoint by LibreOffice"] };
}
