import { open, type FileHandle } from "node:fs/promises";
import { damaged } from "./ingest-error.ts";

/**
 * Just enough of the OLE2 compound file format (legacy PPT, and the wrapper an encrypted PPTX
 * is stored in) to list its streams and read a small one. Every sector chain is bounded by the
 * file's sector count, so a looping FAT cannot hang the reader.
 */
export interface OleContainer {
  streamNames: string[];
  readStream(name: string, maxBytes: number): Promise<Buffer | null>;
  close(): Promise<void>;
}

interface DirEntry {
  name: string;
  type: number;
  start: number;
  size: number;
}

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const DIR_ENTRY = 128;

export async function openOleContainer(path: string): Promise<OleContainer> {
  const file = await open(path, "r");
  try {
    return await readContainer(file);
  } catch (err) {
    await file.close();
    throw err;
  }
}

async function readContainer(file: FileHandle): Promise<OleContainer> {
  const { size: fileSize } = await file.stat();
  const header = await readAt(file, 0, 512);
  if (header.length < 512 || header.readUInt32LE(0) !== 0xe011cfd0) throw damaged("its legacy Office container is broken", "no OLE2 header");
  const sectorSize = 1 << header.readUInt16LE(0x1e);
  const miniSectorSize = 1 << header.readUInt16LE(0x20);
  if (sectorSize !== 512 && sectorSize !== 4096) throw damaged("its legacy Office container is broken", `sector size ${sectorSize}`);
  const sectorCount = Math.ceil(fileSize / sectorSize);
  const miniCutoff = header.readUInt32LE(0x38);
  const sectorAt = (n: number) => (n + 1) * sectorSize;

  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = header.readUInt32LE(0x4c + i * 4);
    if (s !== FREE && s < sectorCount) fatSectors.push(s);
  }
  // Containers past ~7 MB (512-byte sectors) continue the FAT sector list in DIFAT sectors.
  let difat = header.readUInt32LE(0x44);
  for (let guard = 0; difat !== END_OF_CHAIN && difat !== FREE && difat < sectorCount && guard < sectorCount; guard++) {
    const block = await readAt(file, sectorAt(difat), sectorSize);
    for (let i = 0; i < sectorSize / 4 - 1; i++) {
      const s = block.readUInt32LE(i * 4);
      if (s !== FREE && s < sectorCount) fatSectors.push(s);
    }
    difat = block.readUInt32LE(sectorSize - 4);
  }
  const fat: number[] = [];
  for (const s of fatSectors) {
    const block = await readAt(file, sectorAt(s), sectorSize);
    for (let i = 0; i < sectorSize / 4; i++) fat.push(block.readUInt32LE(i * 4));
  }

  const chain = (start: number, table: number[], limit: number): number[] => {
    const out: number[] = [];
    for (let s = start; s !== END_OF_CHAIN && s !== FREE; s = table[s] ?? END_OF_CHAIN) {
      if (s >= table.length || out.length >= limit) throw damaged("its legacy Office container is broken", "sector chain out of range or looping");
      out.push(s);
    }
    return out;
  };
  const readChain = async (start: number, bytes: number): Promise<Buffer> => {
    const parts: Buffer[] = [];
    for (const s of chain(start, fat, sectorCount)) parts.push(await readAt(file, sectorAt(s), sectorSize));
    return Buffer.concat(parts).subarray(0, bytes);
  };

  const dirSectors = chain(header.readUInt32LE(0x30), fat, sectorCount);
  const entries: DirEntry[] = [];
  for (const s of dirSectors) {
    const block = await readAt(file, sectorAt(s), sectorSize);
    for (let off = 0; off + DIR_ENTRY <= block.length; off += DIR_ENTRY) {
      const nameLength = Math.min(64, block.readUInt16LE(off + 0x40));
      const name = block.subarray(off, off + Math.max(0, nameLength - 2)).toString("utf16le");
      entries.push({ name, type: block[off + 0x42] ?? 0, start: block.readUInt32LE(off + 0x74), size: block.readUInt32LE(off + 0x78) });
    }
  }
  const root = entries[0];
  if (!root || root.type !== 5) throw damaged("its legacy Office container is broken", "no root entry");

  let miniStream: Buffer | null = null;
  let miniFat: number[] | null = null;
  const loadMini = async () => {
    miniStream ??= await readChain(root.start, root.size);
    if (!miniFat) {
      const raw = await readChain(header.readUInt32LE(0x3c), header.readUInt32LE(0x40) * sectorSize);
      miniFat = [];
      for (let i = 0; i + 4 <= raw.length; i += 4) miniFat.push(raw.readUInt32LE(i));
    }
    return { stream: miniStream, table: miniFat };
  };

  return {
    streamNames: entries.filter((e) => e.type === 2).map((e) => e.name),
    async readStream(name, maxBytes) {
      const entry = entries.find((e) => e.type === 2 && e.name === name);
      if (!entry) return null;
      const bytes = Math.min(entry.size, maxBytes);
      if (entry.size >= miniCutoff) return readChain(entry.start, bytes);
      const mini = await loadMini();
      const parts: Buffer[] = [];
      for (const s of chain(entry.start, mini.table, mini.table.length)) parts.push(mini.stream.subarray(s * miniSectorSize, (s + 1) * miniSectorSize));
      return Buffer.concat(parts).subarray(0, bytes);
    },
    close: () => file.close(),
  };
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await file.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Whether the file starts with the OLE2 signature (legacy Office, or an encrypted OOXML package). */
export async function isOleFile(path: string): Promise<boolean> {
  const file = await open(path, "r");
  try {
    const head = await readAt(file, 0, 8);
    return head.length === 8 && head.readUInt32LE(0) === 0xe011cfd0 && head.readUInt32LE(4) === 0xe11ab1a1;
  } finally {
    await file.close();
  }
}
