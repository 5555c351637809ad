import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntryInput {
  name: string;
  data?: Buffer | string;
  /** Pre-deflated bytes (a bomb made once, reused under many names). */
  deflated?: { bytes: Buffer; size: number; crc: number };
  /** Write this uncompressed size in the headers instead of the true one (a lying header). */
  declaredSize?: number;
  store?: boolean;
}

/** Deflates `size` zero bytes once, for bomb entries. */
export function deflatedZeros(size: number): { bytes: Buffer; size: number; crc: number } {
  const zeros = Buffer.alloc(size);
  return { bytes: deflateRawSync(zeros, { level: 9 }), size, crc: crc32(zeros) };
}

/** A ZIP writer for tests: stored or deflated entries, with the option of headers that lie. */
export function makeZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const raw = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : (entry.data ?? Buffer.alloc(0));
    const method = entry.store ? 0 : 8;
    const body = entry.deflated ? entry.deflated.bytes : entry.store ? raw : deflateRawSync(raw);
    const size = entry.declaredSize ?? (entry.deflated ? entry.deflated.size : raw.length);
    const crc = entry.deflated ? entry.deflated.crc : crc32(raw);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);

    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += local.length + name.length + body.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

/** The parts of a one-slide PPTX; callers replace or add entries to make it hostile. */
export function pptxEntries(slideXml: string): ZipEntryInput[] {
  return [
    { name: "[Content_Types].xml", data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    {
      name: "ppt/presentation.xml",
      data: '<?xml version="1.0"?><p:presentation xmlns:p="p" xmlns:r="r"><p:sldIdLst><p:sldId id="256" r:id="rId1"/></p:sldIdLst></p:presentation>',
    },
    {
      name: "ppt/_rels/presentation.xml.rels",
      data: '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide1.xml"/></Relationships>',
    },
    { name: "ppt/slides/slide1.xml", data: slideXml },
  ];
}

export const slideXmlWithText = (text: string) =>
  `<?xml version="1.0"?><p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;

/** The parts of a one-chapter EPUB 3. */
export function epubEntries(chapterXhtml: string, opts: { opf?: string } = {}): ZipEntryInput[] {
  return [
    { name: "mimetype", data: "application/epub+zip", store: true },
    {
      name: "META-INF/container.xml",
      data: '<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    },
    {
      name: "OEBPS/content.opf",
      data:
        opts.opf ??
        '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Test Book</dc:title></metadata><manifest><item id="c1" href="ch%201.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>',
    },
    { name: "OEBPS/ch 1.xhtml", data: chapterXhtml },
  ];
}
