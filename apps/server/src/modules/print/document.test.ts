import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDocument } from './document.ts';

const has = (bin: string) => {
  try {
    execFileSync('which', [bin], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const TOOLS = has('pdftotext') && has('pdftoppm') && has('zbarimg');
if (!TOOLS)
  console.warn(
    'document.test: pdftotext/pdftoppm/zbarimg missing (apt-get install poppler-utils zbar-tools): PDF reading skipped',
  );

const dir = mkdtempSync(path.join(tmpdir(), 'a4-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('A4 document', () => {
  it('lays out header, barcode and a table that continues over pages with its heading', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => ({ line: i + 1, sku: `SKU-${i + 1}`, name: `托盘 ${i + 1}`, qty: i * 2 }));
    const pdf = await renderDocument({
      lang: 'zh',
      title: '入库单',
      barcode: 'IB20261122001',
      fields: [
        ['单号', 'IB20261122001'],
        ['仓库', '主仓'],
        ['备注', null],
      ],
      columns: [
        { key: 'line', label: '行', width: 1, align: 'right' },
        { key: 'sku', label: 'SKU', width: 3 },
        { key: 'name', label: '物料名称', width: 5 },
        { key: 'qty', label: '数量', width: 2, align: 'right' },
      ],
      rows,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (!TOOLS) return;
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('入库单');
    expect(pages[0]).toContain('主仓');
    expect(text).toContain('SKU-1 ');
    expect(text).toContain('SKU-90');
    expect(text).toContain('托盘 90');
    // The heading is repeated on the next page, and every page is numbered.
    expect(pages[1]).toContain('物料名称');
    expect(text).toMatch(new RegExp(`第\\s*${pages.length}\\s*/\\s*${pages.length}\\s*页`));
    execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'p')]);
    const png = readdirSync(dir).find((f) => f.endsWith('.png'))!;
    const symbols = execFileSync('zbarimg', ['-q', path.join(dir, png)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    expect(symbols).toContain('CODE-128:IB20261122001');
  });

  it('prints English texts for an English user', async () => {
    const pdf = await renderDocument({
      lang: 'en',
      title: 'Inbound order',
      fields: [],
      columns: [{ key: 'a', label: 'A', width: 1 }],
      rows: [],
    });
    if (!TOOLS) return;
    const file = path.join(dir, 'en.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('No lines');
    expect(text).toContain('Page 1 of 1');
  });
});
