import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";

/**
 * Packs apps/extension/dist into the zip the /extension page offers. It is written into the web
 * app's build (apps/web/dist/downloads/), which the server already serves as static files, so the
 * download's address is stable: /downloads/folio-extension.zip. Run after the web build.
 */
const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);
const distDir = here("./dist");
const target = here("../web/dist/downloads/folio-extension.zip");

function filesOf(dir: string, prefix = ""): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, filesOf(full, rel));
    else files[`folio-extension/${rel}`] = fs.readFileSync(full);
  }
  return files;
}

if (!fs.existsSync(path.join(distDir, "manifest.json"))) throw new Error("apps/extension/dist has no manifest.json: run vite build first");
fs.mkdirSync(path.dirname(target), { recursive: true });
// A fixed date keeps the zip the same bytes for the same build.
const zip = zipSync(filesOf(distDir), { level: 9, mtime: new Date("2026-01-01T00:00:00Z") });
fs.writeFileSync(target, zip);
console.log(`packed ${path.relative(process.cwd(), target)} (${zip.byteLength} bytes)`);
