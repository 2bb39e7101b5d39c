import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { ADMIN_PASSWORD, auth, createTestApp, expireSessions, type TestApp } from '../../test/harness.ts';

describe(`sign-in and sessions (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ lockThreshold: 3, lockMinutes: 15 });
  });
  afterAll(() => t.close());

  const signIn = (account: string, password: string, ip = '10.0.0.1', extra: object = {}, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/system/user/_account/auth',
      remoteAddress: ip,
      headers: { 'accept-language': lang },
      payload: { account, password, ...extra },
    });
  /** Seconds left of the delay under `key`; null when nothing is counted. */
  const delayLeft = async (key: string) => {
    const r = await t.database.db.execute(
      sql`select extract(epoch from locked_until - now())::float8 as s from sys_login_throttle where key = ${key}`,
    );
    const [row] = (r as unknown as { rows: { s: number | null }[] }).rows;
    return row ? Number(row.s) : null;
  };
  /** Lets the delay under `key` end now, as waiting it out would. */
  const lapse = (key: string) =>
    t.database.db.execute(sql`update sys_login_throttle set locked_until = now() - interval '1 second' where key = ${key}`);

  it('signs in and returns a token, the user and the menu', async () => {
    const res = await signIn('admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.action).toBe('ok');
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.user).toMatchObject({ account: 'admin', roles: ['admin'], permissions: ['*/*/*'] });
    expect(body.data.menu.map((m: { name: string }) => m.name)).toContain('setting');
    const info = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(body.data.token) });
    expect(info.json().data.user.account).toBe('admin');
  });

  it('stores only a hash of the token', async () => {
    const token = (await signIn('admin', ADMIN_PASSWORD)).json().data.token;
    const rows = await t.database.db.execute(`select token_hash from sys_session` as never);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('refuses a wrong password with a clear 4xx message', async () => {
    const res = await signIn('admin', 'wrong-pass1', '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ action: 'error', message: 'Wrong account or password' });
    const unknown = await signIn('nobody', 'wrong-pass1', '10.0.0.2');
    expect(unknown.json().message).toBe('Wrong account or password');
  });

  it('validates the body and names the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/system/user/_account/auth', payload: { account: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('password');
  });

  it('delays one address at an account 1, 2, 4 … 15 minutes, unchecked, while the owner signs in from another', async () => {
    await t.userWith('lockme', ['setting/*/view']);
    const ip = '10.1.0.1';
    const key = `acct:lockme@${ip}`;
    for (let i = 0; i < 2; i++) expect((await signIn('lockme', 'bad-pass1', ip)).statusCode).toBe(400);
    const third = await signIn('lockme', 'bad-pass1', ip);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(
      /^Too many failed sign-ins to this account from this address: try again in (59|60) seconds$/,
    );
    // The right password from there waits too, unchecked; from another address it signs in.
    expect((await signIn('lockme', 'Passw0rd!', ip)).statusCode).toBe(429);
    expect((await signIn('lockme', 'Passw0rd!', '10.1.0.2')).statusCode).toBe(200);
    expect(await delayLeft(key)).toBeGreaterThan(50);
    expect(await delayLeft(key)).toBeLessThanOrEqual(60);
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      await lapse(key);
      const res = await signIn('lockme', 'bad-pass1', ip);
      expect(res.statusCode).toBe(429);
      delays.push(Math.round(((await delayLeft(key)) ?? 0) / 60));
    }
    expect(delays).toEqual([2, 4, 8, 15, 15]);
    expect((await signIn('lockme', 'bad-pass1', ip, {}, 'zh')).json().message).toMatch(
      /^该账号在此地址登录失败次数过多，请 \d+ 分钟后再试$/,
    );
    // Once the delay is over the owner gets in from there too, and the address starts afresh.
    await lapse(key);
    expect((await signIn('lockme', 'Passw0rd!', ip)).statusCode).toBe(200);
    expect(await delayLeft(key)).toBeNull();
  });

  it('throttles an address after many failures across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 13; i++) last = (await signIn(`ghost${i}`, 'bad-pass1', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    const res = await signIn('admin', ADMIN_PASSWORD, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/this address/);
    expect((await signIn('admin', ADMIN_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('answers an unknown account the same way as a known one, lock-out included', async () => {
    await t.userWith('known1', ['setting/*/view']);
    const replies = async (account: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await signIn(account, 'bad-pass1', ip);
        // The seconds left differ by the time the requests took.
        out.push(`${res.statusCode} ${res.json().message.replace(/\d+ seconds/, 'N seconds')}`);
      }
      return out;
    };
    const known = await replies('known1', '10.3.0.1');
    expect(known.map((r) => r.slice(0, 3))).toEqual(['400', '400', '429', '429']);
    expect(await replies('unknown1', '10.3.1.1')).toEqual(known);
  });

  it("does not let valid sign-ins wipe an address's failures against other accounts", async () => {
    // Threshold 3: an address may fail 12 times. Three rounds of 11 failures and one valid sign-in.
    const codes: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 11; i++) codes.push((await signIn(`spray${round}-${i}`, 'bad-pass1', '10.4.0.1')).statusCode);
      codes.push((await signIn('admin', ADMIN_PASSWORD, '10.4.0.1')).statusCode);
    }
    expect(codes.filter((c) => c === 400).length).toBe(12);
    expect(codes.at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick its address', async () => {
    let last = 0;
    for (let i = 0; i < 13; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/system/user/_account/auth',
        remoteAddress: '10.5.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { account: `spoof${i}`, password: 'bad-pass1' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('honours X-Forwarded-For only from a configured proxy (TRUST_PROXY)', async () => {
    const config = { ...t.config, trustProxy: loadConfig({ TRUST_PROXY: '10.6.0.1, 10.6.1.0/24' }).trustProxy };
    const behind = await buildApp({ database: t.database, config, logger: false });
    try {
      const from = async (remoteAddress: string, forwarded: string) =>
        (
          await behind.inject({
            method: 'POST',
            url: '/system/user/_account/auth',
            remoteAddress,
            headers: { 'x-forwarded-for': forwarded },
            payload: { account: `viaproxy-${remoteAddress}-${forwarded}`, password: 'bad-pass1' },
          })
        ).statusCode;
      // Through the proxy, each client is counted on its own address.
      for (let i = 0; i < 13; i++) expect(await from(i % 2 ? '10.6.0.1' : '10.6.1.7', `198.51.100.${i}`)).toBe(400);
      // Anyone else's header is ignored: its own address is throttled.
      const direct: number[] = [];
      for (let i = 0; i < 13; i++) direct.push(await from('10.6.2.1', `198.51.100.${i}`));
      expect(direct.at(-1)).toBe(429);
    } finally {
      await behind.close();
    }
  });

  it('answers 401 without a token, and 401 "token expired" for an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/system/user/_info' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).not.toMatch(/token expired/);
    const bogus = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth('x'.repeat(43)) });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().message).not.toMatch(/token expired/);

    const token = await t.userWith('expiring', ['setting/*/view']);
    await expireSessions(t, 'expiring');
    const res = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(token, 'zh') });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('token expired');
  });

  it('remember-me lasts 24 hours; otherwise the session is shorter', async () => {
    const remember = (await signIn('admin', ADMIN_PASSWORD, '10.0.0.3', { remember: true })).json().data.token;
    const plain = (await signIn('admin', ADMIN_PASSWORD, '10.0.0.3')).json().data.token;
    const { hashToken } = await import('./token.ts');
    const q = async (tok: string) => {
      const r = await t.database.db.execute(
        `select extract(epoch from expires_at - created_at)::int as s from sys_session where token_hash = '${hashToken(tok)}'` as never,
      );
      return (r as unknown as { rows: { s: number }[] }).rows[0]!.s;
    };
    expect(await q(remember)).toBeGreaterThanOrEqual(24 * 3600 - 5);
    expect(await q(plain)).toBeLessThanOrEqual(t.config.sessionMinutes * 60 + 5);
  });

  it('logout revokes the session', async () => {
    const token = await t.login();
    const out = await t.app.inject({ method: 'POST', url: '/system/user/_account/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(token) });
    expect(after.statusCode).toBe(401);
  });

  it('limits the menu to the user grants', async () => {
    const token = await t.userWith('menuuser', ['setting/warehouse/view']);
    const res = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(token) });
    const menu = res.json().data.menu;
    // The dashboard needs no permission; every other area is hidden but the one granted leaf.
    expect(menu.map((m: { name: string }) => m.name)).toEqual(['home', 'setting']);
    expect(menu[1].children.map((c: { name: string }) => c.name)).toEqual(['setting-warehouse']);
    expect(menu[1].children[0]).toMatchObject({
      path: '/setting/warehouse',
      component: 'resource/warehouse',
      meta: { title: '仓库', titleEn: 'Warehouse', type: 'menu' },
    });
  });
});
