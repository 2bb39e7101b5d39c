import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { ASSET_HEADERS } from './security-headers.ts';
import { IMMUTABLE, MANIFEST_TYPE, NO_CACHE, SHORT } from './web.ts';

/**
 * Issue 26 item 17: the built console goes out as the .br/.gz copies the build wrote beside each
 * asset, hashed assets are cached for a year, the page itself is revalidated on every load.
 */
const JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, code: "LOC-${i}" }`).join(',\n')}];\n`;
const HTML = `<!doctype html><html><head><meta charset="UTF-8"><title>WMS</title>${'<link rel="modulepreload" href="/assets/app-Bx1a2b3c.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const ASSET = '/assets/app-Bx1a2b3c.js';
const FLOOR_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>仓库作业</title></head><body><div id="root"></div></body></html>';
const SW = `const PRECACHE = ${JSON.stringify(Array.from({ length: 40 }, (_, i) => `/assets/floor-${i}.js`))};\n`;

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), HTML);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const js = path.join(dist, ASSET);
  fs.writeFileSync(js, JS);
  // What apps/web/build/precompress.ts writes.
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(JS));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(JS));
  fs.writeFileSync(path.join(dist, 'floor.html'), FLOOR_HTML);
  fs.mkdirSync(path.join(dist, 'floor'));
  fs.writeFileSync(path.join(dist, 'floor/sw.js'), SW);
  fs.writeFileSync(path.join(dist, 'floor/sw.js.br'), zlib.brotliCompressSync(SW));
  fs.writeFileSync(path.join(dist, 'floor/manifest.webmanifest'), '{"name":"仓库作业","scope":"/floor/"}');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** helmet's headers (and HSTS), as a reply carries them. */
const SECURITY =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport|x-(content-type-options|dns-prefetch|download-options|frame-options|permitted-cross|xss))/;
const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY.test(name)));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('built assets', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(JS.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends the gzip copy where only gzip is accepted (plain HTTP on a LAN address)', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends the file itself when no encoding is accepted', async () => {
    const res = await get(ASSET);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(JS);
  });

  it('lets browsers keep hashed assets for a year, other files for an hour', async () => {
    for (const enc of ['br', 'gzip', '']) {
      expect((await get(ASSET, { 'accept-encoding': enc })).headers['cache-control']).toBe(IMMUTABLE);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe(SHORT);
  });

  it('sends a hashed file only the security headers a script or stylesheet needs', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(securityHeadersOf(res.headers)).toEqual(ASSET_HEADERS);
    expect(ASSET_HEADERS).toEqual({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' });
  });
});

describe('the page', () => {
  it('is revalidated on every load, and compressed when asked', async () => {
    const res = await get('/setting/location', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(HTML);
    expect((await get('/index.html')).headers['cache-control']).toBe(NO_CACHE);
    const plain = await get('/login', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HTML);
  });

  it('keeps the document security headers, also where an unknown address under /assets/ falls back to it', async () => {
    for (const url of ['/login', '/assets/missing-Bx1a2b3c.js']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.body).toBe(HTML);
      const headers = securityHeadersOf(res.headers);
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers).toMatchObject({ ...ASSET_HEADERS, 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
    }
  });
});

/** The source a CSP lets a fetch of this kind use, following the fallbacks of CSP level 3. */
function effectiveSources(csp: string, chain: string[]): string | undefined {
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+(.*)/) as [string, string]));
  return chain.map((name) => directives.get(name)).find((v) => v !== undefined);
}

describe('the floor', () => {
  it('answers its pages with floor.html, revalidated on every load, and nothing else under a similar name', async () => {
    for (const url of ['/floor', '/floor/', '/floor/putaway', '/floor/login?redirect=%2Fcount']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(FLOOR_HTML);
    }
    expect((await get('/floorplan', { accept: 'text/html' })).body).toBe(HTML);
    expect((await get('/floor.html')).headers['cache-control']).toBe(NO_CACHE);
  });

  it('sends the service worker revalidated on every load, allowed the /floor/ scope, compressed or not', async () => {
    for (const enc of ['br', '']) {
      const res = await get('/floor/sw.js', { 'accept-encoding': enc });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      expect(res.headers['service-worker-allowed']).toBe('/floor/');
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    }
    expect((await get('/floor/sw.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('sends the manifest as a web app manifest', async () => {
    const res = await get('/floor/manifest.webmanifest');
    expect(res.headers['content-type']).toBe(MANIFEST_TYPE);
    expect(res.headers['cache-control']).toBe(SHORT);
    expect(res.json()).toMatchObject({ scope: '/floor/' });
  });

  it("lets the page register its worker and read its manifest from 'self'", async () => {
    const csp = String((await get('/floor/', { accept: 'text/html' })).headers['content-security-policy']);
    expect(effectiveSources(csp, ['worker-src', 'child-src', 'script-src', 'default-src'])).toContain("'self'");
    expect(effectiveSources(csp, ['manifest-src', 'default-src'])).toContain("'self'");
  });
});
