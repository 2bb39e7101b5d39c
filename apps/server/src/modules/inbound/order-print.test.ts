import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { consignor } from '../../db/schema/index.ts';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfImageCount, pdfReaders, pdfSymbols, pdfText } from '../../test/pdf.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { stockService } from '../inventory/stock/stock-service.ts';

/** Real readers check what was printed (poppler-utils, zbar-tools; installed by .ci/run). */
const READERS = pdfReaders('order-print.test');

let t: TestApp;
let db: Db;
let fx: Awaited<ReturnType<typeof stockFixture>>;
let token: string;
let ib: { id: number; no: string };
let tf: { id: number; no: string };

const req = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en', tok = token) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: auth(tok, lang) });
/** pdftotext breaks a long field over lines at will; compare without whitespace. */
const flat = (s: string) => s.replace(/\s+/g, '');

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await stockFixture(db);
  token = await t.login();
  const [c] = await db.insert(consignor).values({ code: 'CN1', name: '华东供应商' }).returning();
  let r = await req('POST', '/inbound/ib/order/~add', {
    no: 'IB-PRINT-1',
    extRef: 'REF-778',
    extDocNo: 'DOC-991',
    warehouse: fx.wh,
    consignor: c!.id,
    orderDate: '2026-11-20',
    postingDate: '2026-11-22',
    comment: '轻放',
    items: [
      { sku: fx.sku, shipQty: 10, itemName: '木托盘' },
      { sku: fx.lidSku, shipQty: 4 },
    ],
  });
  expect(r.statusCode, r.body).toBe(200);
  ib = r.json().data;
  expect((await req('POST', '/inbound/ib/order/~approve', { id: ib.id })).statusCode).toBe(200);
  const line = r.json().data.items[0];
  r = await req('POST', '/inbound/ib/order/~store', {
    id: ib.id,
    items: [{ id: line.id, stockQty: 6, location: fx.locA, lotNo: 'LOT-P1', shipBoxLbl: 'BOX-P1' }],
  });
  expect(r.statusCode, r.body).toBe(200);
  const src = await db.transaction((tx) => stockService.receive(tx, { location: fx.locA, sku: fx.lidSku, qty: 9, lotNo: 'TF' }));
  r = await req('POST', '/inbound/tf/order/~add', {
    no: 'TF-PRINT-1',
    warehouse: fx.wh,
    postingDate: '2026-11-22',
    comment: '移库',
    items: [{ stock: src.id, location: fx.locB, qty: 3 }],
  });
  expect(r.statusCode, r.body).toBe(200);
  tf = r.json().data;
});
afterAll(() => t.close());
afterEach(() => assertNoDrift(db));

describe('inbound order print (GET /inbound/ib/order/~print)', () => {
  it('prints header, lines and totals in Chinese, the order number as Code 128, named <title>-<no>.pdf', async () => {
    const res = await req('GET', `/inbound/ib/order/~print?id=${ib.id}`, undefined, 'zh');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`入库单-${ib.no}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (!READERS) return;
    const text = pdfText(pdf);
    expect(flat(text)).toContain(flat('入库单号: IB-PRINT-1'));
    for (const s of ['入库单', 'IB-PRINT-1', 'REF-778', 'DOC-991', 'Main', '华东供应商', '2026-11-20', '2026-11-22', '轻放']) {
      expect(text).toContain(s);
    }
    // Status 50: one line partly stored (the status label, not its code).
    expect(text).toContain('已收货');
    for (const s of ['PAL-1200', 'LID-1200', '木托盘', 'Lid 1200', 'A-01', 'LOT-P1', 'BOX-P1', '合计', '外部参考号']) {
      expect(flat(text)).toContain(flat(s));
    }
    expect(pdfSymbols(pdf, 1)).toContain(`CODE-128:${ib.no}`);
    expect(pdfImageCount(pdf)).toBe(0);
  });

  it('prints in English for an English user, and the logo with logo=1', async () => {
    const res = await req('GET', `/inbound/ib/order/~print?id=${ib.id}&logo=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`Inbound order-${ib.no}.pdf`);
    if (!READERS) return;
    const text = pdfText(res.rawPayload);
    for (const s of [
      'Inbound order',
      'IB-PRINT-1',
      'REF-778',
      'DOC-991',
      'External ref.',
      'Received',
      'PAL-1200',
      'LID-1200',
      'Total',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('入库单');
    expect(pdfImageCount(res.rawPayload)).toBe(1);
    expect(pdfSymbols(res.rawPayload, 1)).toContain(`CODE-128:${ib.no}`);
  });

  it('prints a 1,000-line order over numbered pages, every line on them', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({
      sku: i % 2 ? fx.lidSku : fx.sku,
      shipQty: i + 1,
      lotNo: `L${i + 1}`,
    }));
    const add = await req('POST', '/inbound/ib/order/~add', {
      no: 'IB-PRINT-BIG',
      extRef: 'R',
      extDocNo: 'D',
      warehouse: fx.wh,
      postingDate: '2026-11-22',
      items,
    });
    expect(add.statusCode, add.body).toBe(200);
    const res = await req('GET', `/inbound/ib/order/~print?id=${add.json().data.id}`);
    expect(res.statusCode).toBe(200);
    if (!READERS) return;
    const pages = pdfText(res.rawPayload, true)
      .split('\f')
      .filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages[1]).toContain('Item name');
    const all = pages.join('\n');
    for (const n of [1, 2, 499, 500, 999, 1000]) expect(all).toMatch(new RegExp(`\\bL${n}\\b`));
    // Totals: 1 + 2 + … + 1000 ordered.
    expect(all).toContain('500500');
  });

  it('refuses an unknown order (404) and a user without the print permission (403)', async () => {
    const missing = await req('GET', '/inbound/ib/order/~print?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The record does not exist or was deleted');
    const viewer = await t.userWith('ib-viewer', ['inbound/ibOrder/view', 'inbound/tfOrder/view']);
    for (const url of [`/inbound/ib/order/~print?id=${ib.id}`, `/inbound/tf/order/~print?id=${tf.id}`]) {
      const res = await req('GET', url, undefined, 'en', viewer);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('no permission to access');
    }
    const bad = await req('GET', `/inbound/ib/order/~print?id=${ib.id}&logo=2`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('transfer order print (GET /inbound/tf/order/~print)', () => {
  it('prints header and lines (SKU, from, to, quantity) in Chinese and English, the number as Code 128', async () => {
    const zh = await req('GET', `/inbound/tf/order/~print?id=${tf.id}`, undefined, 'zh');
    expect(zh.statusCode, zh.body).toBe(200);
    expect(decodeURIComponent(String(zh.headers['content-disposition']))).toContain(`调拨单-${tf.no}.pdf`);
    const en = await req('GET', `/inbound/tf/order/~print?id=${tf.id}&logo=1`);
    expect(en.statusCode).toBe(200);
    if (!READERS) return;
    const zhText = pdfText(zh.rawPayload);
    for (const s of ['调拨单', 'TF-PRINT-1', 'Main', '新建', '移库', 'LID-1200', 'A-01', 'B-01', '源库位', '目标库位', '合计']) {
      expect(zhText).toContain(s);
    }
    const enText = pdfText(en.rawPayload);
    for (const s of ['Transfer order', 'TF-PRINT-1', 'New', 'LID-1200', 'From location', 'To location', 'Total']) {
      expect(enText).toContain(s);
    }
    expect(pdfSymbols(zh.rawPayload, 1)).toContain(`CODE-128:${tf.no}`);
    expect(pdfImageCount(zh.rawPayload)).toBe(0);
    expect(pdfImageCount(en.rawPayload)).toBe(1);
    const missing = await req('GET', '/inbound/tf/order/~print?id=999999', undefined, 'zh');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('记录不存在或已被删除');
  });
});
