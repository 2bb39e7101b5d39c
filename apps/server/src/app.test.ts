import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

describe('operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.db).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/setting/warehouse/~page/get'].post.requestBody).toBeTruthy();
    expect(doc.paths['/system/user/_account/auth'].post).toBeTruthy();
    const ui = await t.app.inject({ method: 'GET', url: '/documentation/' });
    expect(ui.statusCode).toBe(200);
  });

  it('sets security headers, a request id, and keeps cross-origin access closed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown API paths with a 404 in the user language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/setting/nothing/~page/get', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ action: 'error', message: 'Requesting non-existent server records' });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/system/user/_account/auth',
      payload: '{"account":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().action).toBe('error');
  });
});

describe('a server failure', () => {
  it('shows no stack or SQL to the client, and gives the request id', async () => {
    const t = await createTestApp();
    const token = await t.login();
    await t.database.db.execute('alter table location rename to location_gone' as never);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/setting/location/~page/get',
        payload: {},
        headers: { 'x-auth-token': token },
      });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.action).toBe('error');
      expect(body.message).toContain(String(res.headers['x-request-id']));
      expect(res.body).not.toMatch(/select|location_gone|at \w+ \(|\.ts:/i);
    } finally {
      await t.close();
    }
  });
});
