import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../test/http.ts';
import { deflated, sharedStringsXlsx, type ZipPart, zipOf } from '../test/zip-bomb.ts';
import { guardZip, readCentralDirectory, type ZipLimits, ZipRefused } from './zip-guard.ts';

const MiB = 1024 * 1024;
const LIMITS: ZipLimits = { maxTotal: 200 * MiB, maxPart: 200 * MiB, maxRatio: 100, ratioFrom: MiB, maxEntries: 1000 };

async function refusal(archive: Buffer, limits = LIMITS) {
  try {
    await guardZip(archive, limits);
  } catch (e) {
    if (e instanceof ZipRefused) return e.reason;
    throw e;
  }
  return 'accepted';
}

const part = (name: string, text: string): ZipPart => ({
  name,
  data: deflated(text),
  size: Buffer.byteLength(text),
  crc: zlib.crc32(text),
});

describe('zip guard', () => {
  it('hands the parser every part of a real workbook, byte for byte', async () => {
    const original = await writeXlsx(
      ['code', 'name'],
      [
        ['W1', '仓库一'],
        ['W2', 'Second'],
      ],
    );
    const checked = await guardZip(original, LIMITS);
    const entries = readCentralDirectory(original, LIMITS);
    expect(checked.names).toEqual(entries.map((e) => e.name));
    for (const e of entries) {
      const data = original.subarray(e.dataStart, e.dataStart + e.compressedSize);
      expect(await buffer(checked.open(e.name))).toEqual(e.method === 8 ? zlib.inflateRawSync(data) : data);
    }
    const stored = part('a.xml', '<a>stored</a>');
    const plain = await guardZip(zipOf([{ ...stored, data: Buffer.from('<a>stored</a>'), method: 0 }]), LIMITS);
    expect((await buffer(plain.open('a.xml'))).toString()).toBe('<a>stored</a>');
    expect(() => plain.open('b.xml')).toThrow(ZipRefused);
  });

  it('refuses what the directory declares, before inflating anything', async () => {
    const honest = sharedStringsXlsx(4000); // 8 MB that expands to about 4 GB
    const t0 = performance.now();
    expect(await refusal(honest)).toBe('tooLarge');
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(await refusal(sharedStringsXlsx(150))).toBe('ratio'); // within the size cap, about 1000:1
    expect(await refusal(sharedStringsXlsx(3), { ...LIMITS, maxPart: 2 * MiB })).toBe('tooLarge');
    expect(await refusal(sharedStringsXlsx(3), { ...LIMITS, maxTotal: 2 * MiB })).toBe('tooLarge');
    expect(await refusal(sharedStringsXlsx(3), { ...LIMITS, maxRatio: 2000 })).toBe('accepted');
    const capped = { ...LIMITS, maxRatio: 2000, partCaps: { 'xl/sharedStrings.xml': 2 * MiB } };
    expect(await refusal(sharedStringsXlsx(3), capped)).toBe('tooLarge');
  });

  it('stops inflating a part that expands past what it declares', async () => {
    const heap0 = process.memoryUsage().heapUsed;
    expect(await refusal(sharedStringsXlsx(4000, 60 * MiB))).toBe('corrupt');
    const small = sharedStringsXlsx(4000, 1024);
    const t0 = performance.now();
    expect(await refusal(small)).toBe('corrupt');
    // Inflating all 4 GB takes many seconds; stopping after 1 KB takes none.
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(process.memoryUsage().heapUsed - heap0).toBeLessThan(100 * MiB);
    // Declaring more than there is, or a wrong checksum, is a damaged file.
    const a = part('a.xml', '<a>some text</a>');
    expect(await refusal(zipOf([{ ...a, size: a.size + 1 }]))).toBe('corrupt');
    expect(await refusal(zipOf([{ ...a, crc: (a.crc ?? 0) ^ 1 }]))).toBe('corrupt');
  });

  it('refuses archives a spreadsheet never is', async () => {
    const ok = part('a.xml', '<a/>');
    expect(await refusal(zipOf([ok, part('b.xml', '<b/>')]))).toBe('accepted');
    expect(await refusal(Buffer.from('not a zip at all, just text'))).toBe('corrupt');
    expect(await refusal(zipOf([ok]).subarray(0, 40))).toBe('corrupt');
    expect(await refusal(zipOf([ok, ok]))).toBe('corrupt'); // the same name twice
    expect(await refusal(zipOf([{ ...ok, method: 12 as never }]))).toBe('corrupt');
    expect(await refusal(zipOf([{ ...ok, data: Buffer.from('<a/>'), method: 0, size: 3 }]))).toBe('corrupt');
    expect(await refusal(zipOf([{ ...ok, data: Buffer.from([1, 2, 3, 4, 5]) }]))).toBe('corrupt');
    const many = Array.from({ length: 1001 }, (_, i) => part(`p${i}.xml`, '<a/>'));
    expect(await refusal(zipOf(many))).toBe('corrupt');

    const encrypted = zipOf([ok]);
    const cd = encrypted.indexOf(Buffer.from([0x50, 0x4b, 1, 2]));
    encrypted.writeUInt16LE(1, cd + 8);
    expect(await refusal(encrypted)).toBe('corrupt');

    // Two directory entries pointing at the same bytes (the overlapping-file bomb).
    const twice = zipOf([ok, part('b.xml', '<a/>')]);
    const second = twice.lastIndexOf(Buffer.from([0x50, 0x4b, 1, 2]));
    twice.writeUInt32LE(0, second + 42);
    expect(await refusal(twice)).toBe('corrupt');
  });
});
