import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test/harness.ts';

/** Every registered route: 401 without a token, 403 for a signed-in user lacking its permission. */
describe('permission sweep over every route', () => {
  let t: TestApp;
  let stranger: string;
  beforeAll(async () => {
    t = await createTestApp();
    stranger = await t.userWith('stranger', ['nothing/at/all']);
  });
  afterAll(() => t.close());

  const fill = (url: string) => url.replace(/:(\w+)/g, '1');

  it('has routes, and each declares its access', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(20);
    for (const r of t.app.apiRoutes) expect(r.access).toMatch(/^(public|user|[\w*]+\/[\w*]+\/[\w*]+)$/);
  });

  it('opens only the sign-in routes (and health, docs, metrics, a stored file at its unguessable address, and the partner page a signed link opens) to callers without a token', () => {
    const open = t.app.apiRoutes
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual(
      [
        'GET /healthz',
        'GET /openapi.json',
        // Its own check: the metrics token or an allowed address (metrics.test.ts), 404 while neither is set.
        'GET /metrics',
        'POST /system/user/_account/auth',
        'POST /system/user/_sms/send',
        'POST /system/user/_mail/send',
        'POST /system/user/_sms/auth',
        'POST /system/user/_register',
        'POST /system/user/_pass/reset',
        'GET /system/user/_qr/get',
        'GET /system/user/_qr/poll',
        'GET /system/file/_raw',
        // A partner's statement, for the token of its link only (statement-mail.test.ts refuses any other).
        'GET /app/partner/statement',
        'GET /app/partner/statement/~print',
        'POST /app/partner/statement/~confirm',
        'POST /app/partner/statement/~dispute',
      ].sort(),
    );
  });

  it('refuses every non-public route without a token (401)', async () => {
    for (const r of t.app.apiRoutes.filter((x) => x.access !== 'public')) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().action).toBe('error');
    }
  });

  it('refuses every permission-guarded route to a user without that permission (403)', async () => {
    const guarded = t.app.apiRoutes.filter((x) => x.access !== 'public' && x.access !== 'user');
    expect(guarded.length).toBeGreaterThan(10);
    for (const r of guarded) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        payload: r.method === 'GET' ? undefined : {},
        headers: auth(stranger),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().message).toBe('no permission to access');
    }
  });
});
