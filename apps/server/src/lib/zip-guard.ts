import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Checks a zip archive (an xlsx) in memory before anything parses it, so a small upload cannot
 * expand into gigabytes: the central directory's declared sizes are checked first, then every
 * part is inflated with a byte counter that stops as soon as a part exceeds what it declared.
 * The parser then reads the checked parts by name from the same bytes, so what it inflates is
 * byte for byte what was counted here.
 */
export interface ZipLimits {
  /** Sum of all parts' uncompressed sizes, bytes. */
  maxTotal: number;
  /** One part's uncompressed size, bytes. */
  maxPart: number;
  /** Lower caps for named parts (e.g. one the parser holds whole in memory), bytes. */
  partCaps?: Record<string, number>;
  /** Largest uncompressed : compressed ratio of a part bigger than `ratioFrom` bytes. */
  maxRatio: number;
  ratioFrom: number;
  maxEntries: number;
}

export type ZipRefusal = 'corrupt' | 'tooLarge' | 'ratio';

export class ZipRefused extends Error {
  constructor(
    readonly reason: ZipRefusal,
    detail: string,
    /** The limit that was passed (bytes for tooLarge, the ratio for ratio). */
    readonly cap = 0,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export interface Entry {
  name: string;
  nameBytes: Buffer;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** First byte of the compressed data (after the local header). */
  dataStart: number;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const MAX32 = 0xffffffff;

const corrupt = (detail: string) => new ZipRefused('corrupt', detail);

function findEnd(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, and must close the file.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === SIG_END && i + 22 + buf.readUInt16LE(i + 20) === buf.length) return i;
  }
  throw corrupt('no end of central directory');
}

/** ZIP64 keeps sizes and offsets that do not fit 32 bits in extra field 0x0001, in this order. */
function zip64Values(extra: Buffer, e: Pick<Entry, 'size' | 'compressedSize' | 'localOffset'>) {
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const len = extra.readUInt16LE(p + 2);
    if (p + 4 + len > extra.length) break;
    if (id === 0x0001) {
      let q = p + 4;
      const next = () => {
        if (q + 8 > p + 4 + len) throw corrupt('short zip64 field');
        const v = Number(extra.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      if (e.size === MAX32) e.size = next();
      if (e.compressedSize === MAX32) e.compressedSize = next();
      if (e.localOffset === MAX32) e.localOffset = next();
      return;
    }
    p += 4 + len;
  }
  if (e.size === MAX32 || e.compressedSize === MAX32 || e.localOffset === MAX32) throw corrupt('missing zip64 field');
}

/** Reads the central directory and refuses on what the archive itself declares. */
export function readCentralDirectory(buf: Buffer, limits: ZipLimits): Entry[] {
  if (buf.length < 22) throw corrupt('too short');
  const end = findEnd(buf);
  const count = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (buf.readUInt16LE(end + 4) !== 0 || buf.readUInt16LE(end + 6) !== 0 || buf.readUInt16LE(end + 8) !== count)
    throw corrupt('multi-disk archive');
  if (count === 0xffff || cdOffset === MAX32 || cdSize === MAX32) throw corrupt('zip64 directory');
  if (count > limits.maxEntries) throw corrupt(`${count} entries`);
  if (cdOffset + cdSize > end) throw corrupt('directory out of bounds');

  const entries: Entry[] = [];
  const names = new Set<string>();
  let total = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== SIG_CENTRAL) throw corrupt(`directory entry ${i}`);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (p + 46 + nameLen + extraLen + commentLen > end) throw corrupt(`directory entry ${i}`);
    const nameBytes = buf.subarray(p + 46, p + 46 + nameLen);
    const e = {
      name: nameBytes.toString('utf8'),
      nameBytes,
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      time: buf.readUInt16LE(p + 12),
      date: buf.readUInt16LE(p + 14),
      crc: buf.readUInt32LE(p + 16),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      dataStart: 0,
    };
    zip64Values(buf.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen), e);
    p += 46 + nameLen + extraLen + commentLen;

    if (e.flags & 0x0001) throw corrupt(`${e.name} is encrypted`);
    if (e.method !== 0 && e.method !== 8) throw corrupt(`${e.name} uses compression method ${e.method}`);
    if (e.method === 0 && e.size !== e.compressedSize) throw corrupt(`${e.name} stored with two sizes`);
    if (names.has(e.name)) throw corrupt(`${e.name} appears twice`);
    names.add(e.name);
    const cap = Math.min(limits.maxPart, limits.partCaps?.[e.name] ?? Infinity);
    if (e.size > cap) throw new ZipRefused('tooLarge', `${e.name} declares ${e.size} bytes`, cap);
    total += e.size;
    if (total > limits.maxTotal)
      throw new ZipRefused('tooLarge', `parts declare more than ${limits.maxTotal} bytes`, limits.maxTotal);
    if (e.size > limits.ratioFrom && e.size / Math.max(1, e.compressedSize) > limits.maxRatio)
      throw new ZipRefused('ratio', `${e.name} declares ${e.size} from ${e.compressedSize} bytes`, limits.maxRatio);

    const lo = e.localOffset;
    if (lo + 30 > cdOffset || buf.readUInt32LE(lo) !== SIG_LOCAL) throw corrupt(`${e.name}: no local header`);
    e.dataStart = lo + 30 + buf.readUInt16LE(lo + 26) + buf.readUInt16LE(lo + 28);
    if (e.dataStart + e.compressedSize > cdOffset) throw corrupt(`${e.name}: data out of bounds`);
    entries.push(e);
  }

  // Parts that share bytes are the classic way to make a small file expand many times over.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const prev = byOffset[i - 1]!;
    if (byOffset[i]!.localOffset < prev.dataStart + prev.compressedSize) throw corrupt(`${byOffset[i]!.name} overlaps`);
  }
  return entries;
}

/** Inflates one part, counting bytes; stops the moment it exceeds its declared size (which is within the caps). */
function checkPart(buf: Buffer, e: Entry): Promise<void> {
  const data = buf.subarray(e.dataStart, e.dataStart + e.compressedSize);
  if (e.method === 0) {
    if (zlib.crc32(data) !== e.crc) return Promise.reject(corrupt(`${e.name}: checksum`));
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw();
    let seen = 0;
    let crc = 0;
    let done = false;
    const fail = (err: ZipRefused) => {
      if (done) return;
      done = true;
      inflater.destroy();
      reject(err);
    };
    inflater.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      // A part that lies about its size is damaged or hostile; it is not inflated any further.
      if (seen > e.size) return fail(corrupt(`${e.name} expands past its declared ${e.size} bytes`));
      crc = zlib.crc32(chunk, crc);
    });
    inflater.on('error', () => fail(corrupt(`${e.name}: bad deflate data`)));
    inflater.on('end', () => {
      if (seen !== e.size) return fail(corrupt(`${e.name}: ${seen} bytes, declared ${e.size}`));
      if (crc !== e.crc) return fail(corrupt(`${e.name}: checksum`));
      done = true;
      resolve();
    });
    inflater.end(data);
  });
}

/**
 * The checked parts of an archive, each opened straight from the upload's buffer: no zip parser
 * reads the archive again. (ExcelJS's streaming reader unzips with unzipper 0.10, whose entry
 * stream ends as soon as its input is consumed, dropping entries it has not yet handed out
 * while the reader is busy; a small workbook then lost its later parts at random.)
 */
export class CheckedArchive {
  private readonly parts: Map<string, Entry>;

  constructor(
    private readonly buf: Buffer,
    entries: Entry[],
  ) {
    this.parts = new Map(entries.map((e) => [e.name, e]));
  }

  /** Part names in archive order. */
  get names(): string[] {
    return [...this.parts.keys()];
  }

  has(name: string): boolean {
    return this.parts.has(name);
  }

  /** The part's inflated bytes as a stream: the same bytes that were counted and checksummed. */
  open(name: string): Readable {
    const e = this.parts.get(name);
    if (!e) throw corrupt(`no part ${name}`);
    const data = this.buf.subarray(e.dataStart, e.dataStart + e.compressedSize);
    if (e.method === 0) return Readable.from([data], { objectMode: false });
    const inflater = zlib.createInflateRaw();
    inflater.end(data);
    return inflater;
  }
}

/** Inflates every part against its declared size and checksum; returns the checked parts for the parser. */
export async function checkedArchive(buf: Buffer, entries: Entry[]): Promise<CheckedArchive> {
  // One part at a time: at most one inflater's buffers are alive per upload.
  for (const e of entries) await checkPart(buf, e);
  return new CheckedArchive(buf, entries);
}

/**
 * Refuses (ZipRefused) an archive whose declared or actual sizes break the limits, or that is
 * not a plain zip; otherwise returns its checked parts for the parser.
 */
export async function guardZip(buf: Buffer, limits: ZipLimits): Promise<CheckedArchive> {
  return checkedArchive(buf, readCentralDirectory(buf, limits));
}
