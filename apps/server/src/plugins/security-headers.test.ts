import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { frameOrigins, HSTS } from './security-headers.ts';

/** Issue 8.9: a console reached over plain HTTP on a LAN address must not be told to upgrade to https. */
const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers over plain HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('sends neither HSTS nor upgrade-insecure-requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('frames only the origins of the iframe menu entries', async () => {
    const before = directives((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(before.get('frame-src')).toEqual(["'self'"]);
    await t.database.db.insert(sysMenu).values([
      {
        name: 'h4-docs',
        path: '/docs',
        title: '文档',
        titleEn: 'Docs',
        type: 'iframe',
        url: 'https://docs.example.com/guide?a=1',
      },
      { name: 'h4-help', path: '/help', title: '帮助', titleEn: 'Help', type: 'iframe', url: '/help/index.html' },
      { name: 'h4-link', path: '/out', title: '外链', titleEn: 'Out', type: 'link', url: 'https://elsewhere.example.org/' },
    ]);
    await t.app.refreshFrameOrigins();
    const after = directives((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(after.get('frame-src')).toEqual(["'self'", 'https://docs.example.com']);
  });
});

describe('security headers when HTTPS_ONLY=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ httpsOnly: true });
  });
  afterAll(() => t?.close());

  it('sends HSTS and upgrade-insecure-requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('frameOrigins', () => {
  it('keeps http(s) origins once, and drops relative and other addresses', () => {
    expect(
      frameOrigins([
        'https://a.example/x',
        'https://a.example/y',
        'http://b.example:8080/',
        '/local',
        'javascript:alert(1)',
        null,
        '',
      ]),
    ).toEqual(['http://b.example:8080', 'https://a.example']);
  });
});
