import zlib from 'node:zlib';

const MiB = 1024 * 1024;

export interface ZipPart {
  name: string;
  /** Raw deflate data (method 8) or the bytes themselves (method 0). */
  data: Buffer;
  method?: 0 | 8;
  /** Declared uncompressed size; a lying archive declares less than the data expands to. */
  size: number;
  crc?: number;
}

/**
 * Raw deflate data for `head`, then `mib` MiB made of `unit` repeated, then `tail`. Each MiB is
 * compressed once from a fresh state and ends on a byte boundary (sync flush), so copies of it
 * can be laid end to end: gigabytes of output cost a few megabytes and no time to build.
 */
export function expandingDeflate(mib: number, unit: string, head = '', tail = '') {
  const sync = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const block = Buffer.from(unit.repeat(Math.ceil(MiB / unit.length))).subarray(0, MiB);
  const piece = zlib.deflateRawSync(block, sync);
  const parts = [zlib.deflateRawSync(Buffer.from(head), sync)];
  let crc = zlib.crc32(head);
  for (let i = 0; i < mib; i++) {
    parts.push(piece);
    crc = zlib.crc32(block, crc);
  }
  parts.push(zlib.deflateRawSync(Buffer.from(tail)));
  crc = zlib.crc32(tail, crc);
  return { data: Buffer.concat(parts), size: head.length + mib * MiB + tail.length, crc };
}

const SST_HEAD = '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
const SST_TAIL = '</sst>';

const bombs = new Map<number, ReturnType<typeof expandingDeflate>>();
/** A shared-strings part that expands to `mib` MiB of empty strings, with its true size and checksum. */
export function sharedStringsBomb(mib: number) {
  const bomb = bombs.get(mib) ?? expandingDeflate(mib, '<si><t></t></si>', SST_HEAD, SST_TAIL);
  bombs.set(mib, bomb);
  return bomb;
}

export const deflated = (text: string) => zlib.deflateRawSync(Buffer.from(text));

/** A zip of the given parts, with the sizes and checksums given. */
function fixed(sig: number, length: number) {
  const b = Buffer.alloc(length);
  b.writeUInt32LE(sig, 0);
  return b;
}

export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = fixed(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(p.method ?? 8, 8);
    local.writeUInt32LE(p.crc ?? 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = fixed(0x02014b50, 46);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(p.method ?? 8, 10);
    cd.writeUInt32LE(p.crc ?? 0, 16);
    cd.writeUInt32LE(p.data.length, 20);
    cd.writeUInt32LE(p.size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    central.push(cd, name);
    offset += 30 + name.length + p.data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** An xlsx whose shared strings expand to `mib` MiB; `declared` is what the archive claims (honest by default). */
export function sharedStringsXlsx(mib: number, declared?: number): Buffer {
  const bomb = sharedStringsBomb(mib);
  const small = (name: string, text: string): ZipPart => ({
    name,
    data: deflated(text),
    size: Buffer.byteLength(text),
    crc: zlib.crc32(text),
  });
  return zipOf([
    // First in the archive, as the parser would meet it before any sheet.
    { name: 'xl/sharedStrings.xml', data: bomb.data, size: declared ?? bomb.size, crc: bomb.crc },
    small(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    small('xl/worksheets/sheet1.xml', '<?xml version="1.0"?><worksheet><sheetData/></worksheet>'),
  ]);
}
