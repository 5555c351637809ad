import path from "node:path/posix";

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * A link inside a zip package (OOXML relationship target, EPUB manifest or TOC href) as the
 * zip entry name it points to: relative to the linking part's folder or absolute from the
 * package root, percent-decoded (EPUB navs write `@` as `%40`), without its #fragment.
 * The result only ever names an entry to look up; nothing is written by it.
 */
export function resolvePartTarget(part: string, target: string): string {
  const decoded = safeDecode(target.split("#")[0] ?? "");
  const joined = decoded.startsWith("/") ? decoded.slice(1) : path.join(path.dirname(part), decoded);
  return path.normalize(joined).replace(/^(\.\.\/)+/, "");
}
