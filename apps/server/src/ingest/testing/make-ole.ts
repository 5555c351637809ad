/**
 * A minimal OLE2 compound file writer for tests (512-byte sectors, one directory chain, every
 * stream padded to at least 4 KB so none lives in the mini stream).
 */
const SECTOR = 512;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const MINI_CUTOFF = 4096;

export function makeOle(streams: { name: string; data: Buffer }[]): Buffer {
  const padded = streams.map((s) => {
    const size = Math.max(s.data.length, MINI_CUTOFF);
    const data = Buffer.alloc(Math.ceil(size / SECTOR) * SECTOR);
    s.data.copy(data);
    return { name: s.name, data, size };
  });
  const dirEntries = padded.length + 1;
  const dirSectors = Math.ceil((dirEntries * 128) / SECTOR);
  const dataSectors = padded.reduce((n, s) => n + s.data.length / SECTOR, 0);
  const fatSectors = Math.ceil((1 + dirSectors + dataSectors + 1) / (SECTOR / 4));
  const fat: number[] = [];
  for (let i = 0; i < fatSectors; i++) fat.push(FAT_SECTOR);
  const chain = (length: number) => {
    const start = fat.length;
    for (let i = 0; i < length; i++) fat.push(i === length - 1 ? END_OF_CHAIN : fat.length + 1);
    return start;
  };
  const dirStart = chain(dirSectors);
  const starts = padded.map((s) => chain(s.data.length / SECTOR));

  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(fatSectors, 0x2c);
  header.writeUInt32LE(dirStart, 0x30);
  header.writeUInt32LE(MINI_CUTOFF, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? i : FREE, 0x4c + i * 4);

  const fatBytes = Buffer.alloc(fatSectors * SECTOR, 0xff);
  fat.forEach((v, i) => fatBytes.writeUInt32LE(v >>> 0, i * 4));

  const dir = Buffer.alloc(dirSectors * SECTOR, 0);
  const writeEntry = (index: number, name: string, type: number, start: number, size: number, child: number, right: number) => {
    const off = index * 128;
    dir.write(name, off, "utf16le");
    dir.writeUInt16LE((name.length + 1) * 2, off + 0x40);
    dir[off + 0x42] = type;
    dir.writeUInt32LE(FREE, off + 0x44);
    dir.writeUInt32LE(right >>> 0, off + 0x48);
    dir.writeUInt32LE(child >>> 0, off + 0x4c);
    dir.writeUInt32LE(start >>> 0, off + 0x74);
    dir.writeUInt32LE(size, off + 0x78);
  };
  writeEntry(0, "Root Entry", 5, END_OF_CHAIN, 0, padded.length > 0 ? 1 : FREE, FREE);
  padded.forEach((s, i) => writeEntry(i + 1, s.name, 2, starts[i] as number, s.size, FREE, i + 2 <= padded.length ? i + 2 : FREE));

  return Buffer.concat([header, fatBytes, dir, ...padded.map((s) => s.data)]);
}
