import { damaged, IngestError } from "../ingest-error.ts";
import { asArray, parseXmlTree } from "../safe-xml.ts";
import { findChild } from "./ooxml-parts.ts";
import { resolvePartTarget } from "./package-paths.ts";

export interface ManifestItem {
  id: string;
  /** Zip entry name. */
  path: string;
  mediaType: string;
  properties: string;
}

export interface EpubPackage {
  opfPath: string;
  title: string | null;
  manifest: Map<string, ManifestItem>;
  /** Manifest items in reading order. */
  spine: { idref: string; linear: boolean }[];
  /** The NCX's manifest id (EPUB 2 table of contents), if any. */
  ncxId: string | null;
}

/** Font obfuscation is not copy protection; any other encryption algorithm is DRM. */
const FONT_OBFUSCATION = new Set(["http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"]);

export const drmProtected = () => new IngestError("drm_protected", "This e-book is copy-protected (DRM), so its text cannot be read");

type Attrs = Record<string, string>;

function textValue(value: unknown): string | null {
  const first = asArray(value as unknown)[0];
  if (typeof first === "string") return first.trim() || null;
  if (first && typeof first === "object" && "#text" in first) return String((first as Record<string, unknown>)["#text"]).trim() || null;
  return null;
}

export function checkEncryption(files: Map<string, Buffer>): void {
  const xml = files.get("META-INF/encryption.xml");
  if (!xml) return;
  const text = xml.toString("utf8");
  const algorithms = [...text.matchAll(/EncryptionMethod[^>]*Algorithm\s*=\s*["']([^"']+)["']/g)].map((m) => m[1] ?? "");
  if (algorithms.some((a) => !FONT_OBFUSCATION.has(a))) throw drmProtected();
}

/** container.xml → the package document: metadata title, manifest, spine. */
export function readEpubPackage(files: Map<string, Buffer>): EpubPackage {
  const container = files.get("META-INF/container.xml");
  if (!container) throw damaged("the e-book has no META-INF/container.xml");
  const rootfiles = asArray(findChild(findChild(findChild(parseXmlTree(container.toString("utf8")), "container"), "rootfiles"), "rootfile") as Attrs | Attrs[] | undefined);
  const rootfile = rootfiles.find((r) => (r["media-type"] ?? "").includes("oebps-package")) ?? rootfiles[0];
  const opfPath = rootfile?.["full-path"] ? resolvePartTarget("", rootfile["full-path"]) : null;
  const opf = opfPath ? files.get(opfPath) : undefined;
  if (!opfPath || !opf) throw damaged("the e-book's package document is missing");

  const pkg = findChild(parseXmlTree(opf.toString("utf8")), "package");
  const title = textValue(findChild(findChild(pkg, "metadata"), "title"));
  const manifest = new Map<string, ManifestItem>();
  for (const item of asArray(findChild(findChild(pkg, "manifest"), "item") as Attrs | Attrs[] | undefined)) {
    if (!item.id || !item.href) continue;
    manifest.set(item.id, { id: item.id, path: resolvePartTarget(opfPath, item.href), mediaType: item["media-type"] ?? "", properties: item.properties ?? "" });
  }
  const spineNode = findChild(pkg, "spine") as Attrs | undefined;
  const spine = asArray(findChild(spineNode, "itemref") as Attrs | Attrs[] | undefined)
    .filter((r) => r.idref)
    .map((r) => ({ idref: r.idref ?? "", linear: r.linear !== "no" }));
  return { opfPath, title, manifest, spine, ncxId: spineNode?.toc ?? null };
}
