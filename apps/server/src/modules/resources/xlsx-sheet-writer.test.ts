import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxSheetWriter } from './xlsx-sheet-writer.ts';

async function write(rows: unknown[][][], sheet = 'Sheet') {
  const parts: Buffer[] = [];
  const sizes: number[] = [];
  const w = new XlsxSheetWriter(sheet, (b: Buffer) => parts.push(b));
  for (const batch of rows) {
    await w.addRows(batch);
    sizes.push(parts.reduce((n, b) => n + b.length, 0));
  }
  await w.end();
  return { file: Buffer.concat(parts), sizes };
}

async function readBack(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

describe('xlsx sheet writer', () => {
  it('writes what ExcelJS reads back: text (escaped, Chinese, control characters dropped), numbers, booleans, dates, blanks', async () => {
    const when = new Date('2026-01-02T03:04:05Z');
    const { file } = await write(
      [
        [
          ['编码', 'Qty', 'When', 'Ok'],
          ['A&B <1> "q"', 12.5, when, true],
          ['托盘\u0001\u0007', -3, null, false],
          [null, Number.NaN, undefined, '长文本'.repeat(100)],
        ],
      ],
      '物料 <&>',
    );
    const { name, rows } = await readBack(file);
    expect(name).toBe('物料 <&>');
    expect(rows[0]).toEqual(['编码', 'Qty', 'When', 'Ok']);
    expect(rows[1]).toEqual(['A&B <1> "q"', 12.5, when, true]);
    expect(rows[2]).toEqual(['托盘', -3, undefined, false]);
    expect(rows[3]).toEqual([undefined, undefined, undefined, '长文本'.repeat(100)]);
  });

  it('is a valid zip to another reader, with columns past Z', async () => {
    const wide = Array.from({ length: 30 }, (_, i) => `C${i}`);
    const { file } = await write([[wide, wide.map((_, i) => i)]]);
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-')), 'a.xlsx');
    fs.writeFileSync(tmp, file);
    // Python's zipfile checks every entry's CRC and sizes, data descriptor included.
    const out = execFileSync('python3', [
      '-c',
      'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); print(z.testzip()); print(len(z.read("xl/worksheets/sheet1.xml")))',
      tmp,
    ]);
    expect(out.toString().split('\n')[0]).toBe('None');
    const { rows } = await readBack(file);
    expect(rows[1]).toEqual(wide.map((_, i) => i));
    expect(rows[0]![29]).toBe('C29');
  });

  it('hands bytes on while rows are still coming: memory does not grow with the sheet', async () => {
    const batch = (b: number) => Array.from({ length: 2000 }, (_, i) => [`R${b}-${i}-${Math.random().toString(36)}`, b * i]);
    const { file, sizes } = await write(Array.from({ length: 20 }, (_, b) => batch(b)));
    // Most of the file has left before the end (deflate keeps only its window).
    expect(sizes[sizes.length - 1]!).toBeGreaterThan(file.length * 0.8);
    const { rows } = await readBack(file);
    expect(rows).toHaveLength(40_000);
  });
});
