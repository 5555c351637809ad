import { asArray, guardXml, parseXmlTree } from "../safe-xml.ts";
import type { EpubPackage } from "./epub-package.ts";
import { htmlToText } from "./html-text.ts";
import { findChild } from "./ooxml-parts.ts";
import { resolvePartTarget } from "./package-paths.ts";

/** Chapter titles by zip entry name, from the EPUB 3 nav document or else the EPUB 2 NCX; the first entry for a file wins. */
export function readTocTitles(files: Map<string, Buffer>, pkg: EpubPackage): Map<string, string> {
  const titles = new Map<string, string>();
  const add = (path: string, label: string) => {
    const clean = label.replace(/\s+/g, " ").trim();
    if (clean && !titles.has(path)) titles.set(path, clean);
  };

  const nav = [...pkg.manifest.values()].find((item) => item.properties.split(/\s+/).includes("nav"));
  const navXml = nav ? files.get(nav.path)?.toString("utf8") : undefined;
  if (nav && navXml) {
    const html = guardXml(navXml, { allowDoctype: true });
    const toc = /<nav\b[^>]*\btype\s*=\s*["'][^"']*\btoc\b[^"']*["'][^>]*>([\s\S]*?)<\/nav>/i.exec(html)?.[1] ?? /<nav\b[^>]*>([\s\S]*?)<\/nav>/i.exec(html)?.[1] ?? "";
    for (const a of toc.matchAll(/<a\b[^>]*\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/gi)) {
      add(resolvePartTarget(nav.path, a[1] ?? a[2] ?? ""), htmlToText(a[3] ?? "").text);
    }
  }
  if (titles.size > 0) return titles;

  const ncx = pkg.ncxId ? pkg.manifest.get(pkg.ncxId) : [...pkg.manifest.values()].find((i) => i.mediaType === "application/x-dtbncx+xml");
  const ncxXml = ncx ? files.get(ncx.path)?.toString("utf8") : undefined;
  if (!ncx || !ncxXml) return titles;
  const walk = (points: unknown) => {
    for (const point of asArray(points as Record<string, unknown> | Record<string, unknown>[] | undefined)) {
      const label = findChild(findChild(point, "navLabel"), "text");
      const src = (findChild(point, "content") as Record<string, string> | undefined)?.src;
      if (src && typeof label === "string") add(resolvePartTarget(ncx.path, src), label);
      walk(findChild(point, "navPoint"));
    }
  };
  walk(findChild(findChild(findChild(parseXmlTree(ncxXml, { allowDoctype: true }), "ncx"), "navMap"), "navPoint"));
  return titles;
}
