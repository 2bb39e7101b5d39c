import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { expireTicket, setEnabled, signinLog } from './signin-test-kit.ts';

describe(`QR code sign-in (${DB_KIND})`, () => {
  let t: TestApp;
  let phone: string;
  beforeAll(async () => {
    t = await createTestApp();
    phone = await t.userWith('qrphone', ['setting/warehouse/view']);
  });
  afterAll(() => t.close());

  const BROWSER = '10.20.0.1';
  const getTicket = async (ip = BROWSER, app = t.app) => {
    const res = await app.inject({
      method: 'GET',
      url: '/system/user/_qr/get',
      remoteAddress: ip,
      headers: { host: 'wms.example:8080' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; url: string; size: number; expiresAt: string };
  };
  const poll = (id: string, ip = BROWSER, app = t.app) =>
    app.inject({ method: 'GET', url: `/system/user/_qr/poll?id=${id}`, remoteAddress: ip, headers: { 'accept-language': 'en' } });
  const confirm = (id: string, token = phone, app = t.app) =>
    app.inject({ method: 'POST', url: '/system/user/_qr/confirm', headers: auth(token), payload: { id } });

  it('gives a one-time id, the URL to encode and the spec size', async () => {
    const tk = await getTicket();
    expect(tk.id).toMatch(/^[\w-]{32}$/);
    expect(tk.url).toBe(`http://wms.example:8080/qr/confirm?id=${tk.id}`);
    expect(tk.size).toBe(100);
    const ttl = new Date(tk.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(121_000);
  });

  it('is pending before the phone confirms, then signs the browser in once', async () => {
    const tk = await getTicket();
    const waiting = await poll(tk.id);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toEqual({ status: 'pending' });

    const info = await t.app.inject({ method: 'GET', url: `/system/user/_qr/info?id=${tk.id}`, headers: auth(phone) });
    expect(info.json().data).toMatchObject({ ip: BROWSER });
    const ok = await confirm(tk.id);
    expect(ok.statusCode).toBe(200);

    const signed = await poll(tk.id);
    expect(signed.statusCode).toBe(200);
    const data = signed.json().data;
    expect(data).toMatchObject({ status: 'ok', user: { account: 'qrphone' } });
    expect(data.menu.length).toBeGreaterThan(0);
    const me = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(data.token) });
    expect(me.json().data.user.account).toBe('qrphone');

    const again = await poll(tk.id);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('The QR code has expired or was already used; refresh the QR code');
    expect((await confirm(tk.id)).statusCode).toBe(410);
  });

  it('a second confirmation of a waiting code is refused', async () => {
    const other = await t.userWith('qrother', ['setting/warehouse/view']);
    const tk = await getTicket();
    expect((await confirm(tk.id)).statusCode).toBe(200);
    expect((await confirm(tk.id, other)).statusCode).toBe(410);
    expect((await poll(tk.id)).json().data.user.account).toBe('qrphone');
  });

  it('expires after 2 minutes: no confirmation, no sign-in', async () => {
    const tk = await getTicket();
    await expireTicket(t, tk.id);
    expect((await poll(tk.id)).statusCode).toBe(410);
    expect((await confirm(tk.id)).statusCode).toBe(410);
    const tk2 = await getTicket();
    expect((await confirm(tk2.id)).statusCode).toBe(200);
    await expireTicket(t, tk2.id);
    expect((await poll(tk2.id)).statusCode).toBe(410);
  });

  it('signs in only the browser that asked (its address)', async () => {
    const tk = await getTicket();
    await confirm(tk.id);
    expect((await poll(tk.id, '10.99.0.1')).statusCode).toBe(410);
    expect((await poll(tk.id)).statusCode).toBe(200);
  });

  it('confirming and reading who asks need a signed-in user', async () => {
    const tk = await getTicket();
    const anon = await t.app.inject({ method: 'POST', url: '/system/user/_qr/confirm', payload: { id: tk.id } });
    expect(anon.statusCode).toBe(401);
    const info = await t.app.inject({ method: 'GET', url: `/system/user/_qr/info?id=${tk.id}` });
    expect(info.statusCode).toBe(401);
    expect((await poll(tk.id)).json().data.status).toBe('pending');
  });

  it('does not sign in a user disabled after confirming', async () => {
    const token = await t.userWith('qrgone', ['setting/warehouse/view']);
    const tk = await getTicket();
    await confirm(tk.id, token);
    await setEnabled(t, 'qrgone', false);
    expect((await poll(tk.id)).statusCode).toBe(403);
  });

  it('works across server processes: the state is in the database', async () => {
    const second = await buildApp({ database: t.database, config: t.config, logger: false });
    await second.ready();
    try {
      const tk = await getTicket(BROWSER, second);
      expect((await poll(tk.id, BROWSER, t.app)).json().data.status).toBe('pending');
      expect((await confirm(tk.id, phone, t.app)).statusCode).toBe(200);
      expect((await poll(tk.id, BROWSER, second)).json().data.status).toBe('ok');
      expect((await poll(tk.id, BROWSER, t.app)).statusCode).toBe(410);
    } finally {
      await second.close();
    }
  });

  it('limits waiting codes per address', async () => {
    for (let i = 0; i < 20; i++) await getTicket('10.30.0.1');
    const res = await t.app.inject({ method: 'GET', url: '/system/user/_qr/get', remoteAddress: '10.30.0.1' });
    expect(res.statusCode).toBe(429);
  });

  it('logs the sign-in, not the polls that wait', async () => {
    const lines = await signinLog(t, '/system/user/_qr/poll');
    expect(lines.some((l) => l.success && l.account === 'qrphone' && l.user_id)).toBe(true);
    expect(lines.every((l) => l.status !== 200 || l.account)).toBe(true);
  });

  it('validates the id', async () => {
    const res = await poll('bad id!');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
  });
});
