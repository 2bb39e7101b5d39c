import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ADMIN_PASSWORD, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { recordSms, setPhone } from '../signin/signin-test-kit.ts';

/** The server sits behind this proxy, which names each client in X-Forwarded-For (TRUST_PROXY). */
const PROXY = '10.80.0.1';
/** Written as stored (E.164), so it reads the same however the API normalises what is typed. */
const PHONE = '+8613500000001';

describe(`sign-in throttling: the address limit, the account-wide soft limit, reset (${DB_KIND})`, () => {
  let t: TestApp;
  let sms: ReturnType<typeof recordSms>;
  beforeAll(async () => {
    // Threshold 3: an address fails 12 times across accounts; an account 60 times an hour across addresses.
    t = await createTestApp({ lockThreshold: 3, lockMinutes: 15, trustProxy: loadConfig({ TRUST_PROXY: PROXY }).trustProxy });
    sms = recordSms(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, client: string) =>
    t.app.inject({
      method: 'POST',
      url: `/system/user/${url}`,
      remoteAddress: PROXY,
      headers: { 'accept-language': 'en', 'x-forwarded-for': client },
      payload,
    });
  const signIn = (account: string, password: string, client: string) => post('_account/auth', { account, password }, client);

  it('keeps a limit per address across accounts under parallel guesses, the right password included', async () => {
    const client = '192.0.2.10';
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`sprayed${i}`, 'bad-pass1', client)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400).length).toBe(12);
    expect(codes.filter((c) => c === 429).length).toBe(8);
    const admin = await signIn('admin', ADMIN_PASSWORD, client);
    expect(admin.statusCode).toBe(429);
    expect(admin.json().message).toBe('Too many failed sign-ins from this address, try again in 15 minutes');
    expect((await signIn('admin', ADMIN_PASSWORD, '192.0.2.11')).statusCode).toBe(200);
  });

  it('past the account-wide soft limit every address is delayed from its first failure; a clean one still gets in', async () => {
    await t.userWith('popular', ['setting/*/view']);
    const attackers = Array.from({ length: 61 }, (_, i) => `198.18.0.${i + 1}`);
    const first = (await Promise.all(attackers.map((a) => signIn('popular', 'bad-pass1', a)))).map((r) => r.statusCode);
    // The 61st failure of the hour is past the limit: checked, and its address delayed at once.
    expect(first.filter((c) => c === 400).length).toBe(60);
    expect(first.filter((c) => c === 429).length).toBe(1);
    // Below the limit an address's second failure would be answered 400; now it starts a delay.
    const second = await Promise.all(attackers.slice(0, 5).map((a) => signIn('popular', 'bad-pass1', a)));
    expect(second.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429]);
    // An address with no failures of its own: the right password gets in at once.
    expect((await signIn('popular', 'Passw0rd!', '198.18.1.1')).statusCode).toBe(200);
    // A wrong one is checked, and delays that address too.
    const stranger = await signIn('popular', 'bad-pass1', '198.18.1.2');
    expect(stranger.json().message).toMatch(/try again in (59|60) seconds/);
    expect((await signIn('popular', 'Passw0rd!', '198.18.1.2')).statusCode).toBe(429);
  });

  it('a password reset lifts the delay at the address it was made from', async () => {
    await t.userWith('resetme', ['setting/*/view']);
    await setPhone(t, 'resetme', PHONE);
    const client = '192.0.2.30';
    for (let i = 0; i < 3; i++) await signIn('resetme', 'bad-pass1', client);
    expect((await signIn('resetme', 'Passw0rd!', client)).statusCode).toBe(429);
    expect((await post('_sms/send', { phone: PHONE, purpose: 'reset' }, client)).statusCode).toBe(200);
    const reset = { phone: PHONE, code: sms.codeFor(PHONE), password: 'NewPass123', confirmPassword: 'NewPass123' };
    expect((await post('_pass/reset', reset, client)).statusCode).toBe(200);
    expect((await signIn('resetme', 'NewPass123', client)).statusCode).toBe(200);
  });
});
