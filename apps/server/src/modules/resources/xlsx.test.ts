import { fieldLabel } from '@wms/contract/locales/index';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { guardZip, readCentralDirectory, type ZipLimits } from '../../lib/zip-guard.ts';
import { writeXlsx } from '../../test/http.ts';
import { zipOf } from '../../test/zip-bomb.ts';
import { importRows } from './import-service.ts';
import type { ResourceService } from './resource-service.ts';
import { XLSX_LIMITS } from './upload-guard.ts';
import { contentDisposition, importFields, parseSheet } from './xlsx.ts';

const def = RESOURCE_BY_NAME.get('customer')!;
const [f1, f2] = importFields(def);
const header = [f1!, f2!].map((f) => fieldLabel('en', def.name, f.name));
const data = [
  ['C001', '客户一'],
  ['C002', 'Second'],
  ['C003', 'Third'],
];

/** ExcelJS writes the sheet before the shared strings and the workbook part last; STORE leaves the parts uncompressed. */
async function storedXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  ws.addRow(header);
  for (const r of data) ws.addRow(r);
  wb.addWorksheet('second').addRow(['not', 'data']);
  return Buffer.from(await wb.xlsx.writeBuffer({ zip: { compression: 'STORE' } } as never));
}

/** The same parts in the reverse order: a sheet first, the workbook and its relationships last. */
function reversed(buf: Buffer, limits: ZipLimits): Buffer {
  const entries = readCentralDirectory(buf, limits).reverse();
  return zipOf(
    entries.map((e) => ({
      name: e.name,
      data: buf.subarray(e.dataStart, e.dataStart + e.compressedSize),
      method: e.method as 0 | 8,
      size: e.size,
      crc: e.crc,
    })),
  );
}

const values = (sheet: Awaited<ReturnType<typeof parseSheet>>) =>
  sheet.rows.map((r) => [r.rowNumber, r.cells.get(f1!.name), r.cells.get(f2!.name)]);
const expected = data.map((r, i) => [i + 2, ...r]);

describe('parseSheet', () => {
  // ExcelJS's own streaming unzip ended its entry stream once the archive was consumed, dropping
  // the entries after the sheet while the sheet was being buffered to a temp file: about one
  // read in three of an uncompressed workbook, one in 200 of a compressed one, failed with
  // "Cannot read properties of undefined (reading 'sheets')". Parts are now read by name.
  it('reads every row of a workbook whose sheet precedes its shared strings, every time', async () => {
    const stored = await storedXlsx();
    const deflated = await writeXlsx(header, data);
    for (let i = 0; i < 40; i++) {
      const buf = i % 2 ? stored : deflated;
      expect(values(await parseSheet(def, await guardZip(buf, XLSX_LIMITS), 100))).toEqual(expected);
    }
  });

  it('reads the first sheet in the workbook order, whatever the order of the parts', async () => {
    const buf = reversed(await storedXlsx(), XLSX_LIMITS);
    expect(readCentralDirectory(buf, XLSX_LIMITS)[0]!.name).toBe('xl/workbook.xml');
    expect(values(await parseSheet(def, await guardZip(buf, XLSX_LIMITS), 100))).toEqual(expected);
  });

  it('answers a file that is not a workbook as unreadable, and logs why', async () => {
    const notWorkbook = zipOf([{ name: 'a.txt', data: Buffer.from('hello'), method: 0, size: 5, crc: 0x3610a686 }]);
    const warn = vi.fn();
    const svc = { def } as ResourceService;
    const attempt = importRows(
      null as never,
      'en',
      svc,
      { archive: await guardZip(notWorkbook, XLSX_LIMITS), log: { warn } },
      () => {
        throw new Error('not reached');
      },
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, key: 'import.badFile' });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error), resource: 'customer' }),
      expect.any(String),
    );
  });
});

describe('contentDisposition', () => {
  it('drops bidirectional controls, even from a name stored before uploads were cleaned (issue 26 item 15)', () => {
    expect(contentDisposition('報告\u202efdp.exe\u2069.xlsx')).toBe(
      `attachment; filename="__fdp.exe.xlsx"; filename*=UTF-8''${encodeURIComponent('報告fdp.exe.xlsx')}`,
    );
  });
});
