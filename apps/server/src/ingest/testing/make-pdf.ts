import { deflateSync } from "node:zlib";

/**
 * A minimal PDF writer for tests and the benchmark: text pages in Helvetica, or pages that are
 * one grayscale picture (a "scan"). Real xref offsets, so poppler reads it without repairs.
 */
export interface PdfPage {
  /** Lines of Latin-1 text, top to bottom. */
  lines?: string[];
  /** Lines no reader sees (white, 1 pt) but text extraction reads: how documents smuggle text to a model. */
  hiddenLines?: string[];
  /** A grayscale image (PGM bytes, as pdftoppm -gray writes): the whole page, or a 2-inch figure when there are lines too. */
  pgm?: Buffer;
}

/** US Letter, in points; a 6×9 in book page is 432×648. */
const LETTER = { width: 612, height: 792 };

const escapePdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function parsePgm(pgm: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString("latin1"));
  if (!header?.[1] || !header[2] || !header[0]) throw new Error("not a binary PGM");
  return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
}

/** Maps every printable byte to a private-use code point: the glyphs render, extraction yields nonsense (a broken font). */
const GARBLING_CMAP =
  "/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def " +
  "/CMapName /Garbled def /CMapType 2 def 1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfrange <20> <7E> <E020> endbfrange " +
  "endcmap CMapName currentdict /CMap defineresource pop end end";

export interface PdfOptions {
  /** Written as the page tree's /Count instead of the real number (a hostile claim). */
  claimedPageCount?: number;
  pageSize?: { width: number; height: number };
  /** Give the font a ToUnicode map into the private-use area, as PDFs with broken fonts have. */
  garbledTextLayer?: boolean;
}

export function makePdf(pages: PdfPage[], opts: PdfOptions = {}): Buffer {
  const { width: PAGE_WIDTH, height: PAGE_HEIGHT } = opts.pageSize ?? LETTER;
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
    return objects.length;
  };
  const stream = (dict: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]);

  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("");
  const toUnicode = opts.garbledTextLayer ? add(stream("", Buffer.from(GARBLING_CMAP, "latin1"))) : null;
  const font = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding${toUnicode ? ` /ToUnicode ${toUnicode} 0 R` : ""} >>`);
  const kids: number[] = [];
  for (const page of pages) {
    let resources = `/Font << /F1 ${font} 0 R >>`;
    const content: string[] = [];
    if (page.pgm) {
      const { width, height, pixels } = parsePgm(page.pgm);
      const image = add(stream(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, deflateSync(pixels, { level: 1 })));
      resources += ` /XObject << /Im1 ${image} 0 R >>`;
      content.push(page.lines ? `q 144 0 0 144 ${PAGE_WIDTH - 180} 36 cm /Im1 Do Q` : `q ${PAGE_WIDTH} 0 0 ${PAGE_HEIGHT} 0 0 cm /Im1 Do Q`);
    }
    if (page.lines) {
      const body = page.lines.map((line) => `(${escapePdfString(line)}) Tj T*`).join("\n");
      content.push(`BT /F1 11 Tf 14 TL 56 ${PAGE_HEIGHT - 60} Td\n${body}\nET`);
    }
    if (page.hiddenLines) {
      const body = page.hiddenLines.map((line) => `(${escapePdfString(line)}) Tj T*`).join("\n");
      content.push(`BT 1 1 1 rg /F1 1 Tf 2 TL 56 40 Td\n${body}\nET`);
    }
    const contents = add(stream("", Buffer.from(content.join("\n"), "latin1")));
    kids.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << ${resources} >> /Contents ${contents} 0 R >>`));
  }
  objects[1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${opts.claimedPageCount ?? kids.length} >>`, "latin1");

  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

const WORDS = (
  "the report looks at ten years of wind and solar power in northern europe it finds that capacity grew faster than anyone planned " +
  "mostly because offshore turbines became cheaper and larger but the grid did not keep up on windy nights farms are switched off"
).split(" ");

/** Deterministic English prose: `count` lines of about `width` characters, tagged so each page's text is unique. */
export function proseLines(count: number, tag: string, width = 90): string[] {
  return Array.from({ length: count }, (_, i) => {
    const words: string[] = [];
    for (let w = 0; words.join(" ").length < width - 5; w++) words.push(WORDS[(i * 7 + w * 3) % WORDS.length] as string);
    return `${i === 0 ? `${tag}: ` : ""}${words.join(" ")}.`;
  });
}
