import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { auth } from './harness.ts';

/** A multipart/form-data body with one `file` field, as a browser upload sends it. */
export function multipartFile(buffer: Buffer, filename = 'import.xlsx') {
  const boundary = `----wms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, buffer, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(app: FastifyInstance, url: string, token: string, buffer: Buffer, lang = 'en') {
  const { payload, contentType } = multipartFile(buffer);
  return app.inject({ method: 'POST', url, payload, headers: { ...auth(token, lang), 'content-type': contentType } });
}

/** Reads an xlsx into its header row and data rows (cell values as ExcelJS gives them). */
export async function readXlsx(buffer: Buffer): Promise<{ header: string[]; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as never);
  const ws = wb.worksheets[0]!;
  const all: unknown[][] = [];
  ws.eachRow((row) => all.push((row.values as unknown[]).slice(1)));
  return { header: (all[0] ?? []).map(String), rows: all.slice(1) };
}

/** Writes a header row and data rows into an xlsx buffer. */
export async function writeXlsx(header: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
