import { describe, expect, it } from 'vitest';
import { pdfReaders, pdfSymbols, pdfText } from '../../test/pdf.ts';
import { renderDocument } from './document.ts';

const TOOLS = pdfReaders('document.test');

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
    const text = pdfText(pdf, true);
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
    const symbols = pdfSymbols(pdf, 1);
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
    const text = pdfText(pdf);
    expect(text).toContain('No lines');
    expect(text).toContain('Page 1 of 1');
  });
});
