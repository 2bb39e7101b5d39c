import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test/harness.ts';
import { COMPRESS_THRESHOLD, negotiate } from './compress.ts';

/** Issue 26 item 17: JSON replies above a threshold go out compressed as the request asks. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

const menus = (encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/system/menu/_list',
    headers: { ...auth(token), ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
  });

describe('JSON replies', () => {
  it('compresses a large list with brotli or gzip as asked', async () => {
    const plain = await menus();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10 * COMPRESS_THRESHOLD);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await menus('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await menus('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['x-content-type-options']).toBe('nosniff');
    expect(gz.headers['x-request-id']).toBeTruthy();

    expect((await menus('identity')).headers['content-encoding']).toBeUndefined();
    expect((await menus('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small replies as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().action).toBe('ok');
  });

  it('leaves downloads (xlsx) as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/setting/location/~tpl/download',
      headers: { ...auth(token), 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    await new ExcelJS.Workbook().xlsx.load(res.rawPayload as never);
  });
});

describe('negotiate', () => {
  it('takes the preferred of br and gzip, honouring q values and *', () => {
    expect(negotiate(undefined)).toBeUndefined();
    expect(negotiate('')).toBeUndefined();
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip, deflate')).toBe('gzip');
    expect(negotiate('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiate('*')).toBe('br');
    expect(negotiate('identity')).toBeUndefined();
    expect(negotiate('deflate')).toBeUndefined();
  });
});
