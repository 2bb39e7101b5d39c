import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import {
  ageCodes,
  codeTries,
  interleaveQueries,
  recordSms,
  setEnabled,
  setPhone,
  signinLog,
  storedCodes,
} from './signin-test-kit.ts';
import { logSmsProvider } from './sms-provider.ts';

describe(`SMS code sign-in (${DB_KIND})`, () => {
  let t: TestApp;
  let sms: ReturnType<typeof recordSms>;
  beforeAll(async () => {
    t = await createTestApp();
    sms = recordSms(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = '10.5.0.1', lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/system/user/${url}`,
      remoteAddress: ip,
      headers: { 'accept-language': lang },
      payload,
    });
  const send = (phone: string, ip?: string, purpose?: string) => post('_sms/send', { phone, purpose }, ip);
  const signIn = (phone: string, code: string, ip?: string) => post('_sms/auth', { phone, code }, ip);

  it('sends a 6-digit code and signs in with it, replying like the password sign-in', async () => {
    await t.userWith('smsa', ['setting/warehouse/view']);
    await setPhone(t, 'smsa', '138-0000 0001');
    const res = await send('13800000001');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The code has been sent; it is valid for 5 minutes');
    const code = sms.codeFor('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await signIn('13800000001', code);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.user).toMatchObject({ account: 'smsa', permissions: ['setting/warehouse/view'] });
    expect(body.data.menu.map((m: { name: string }) => m.name)).toContain('setting');
    const info = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(body.data.token) });
    expect(info.json().data.user.account).toBe('smsa');
  });

  it('stores the code only hashed, and a code works once', async () => {
    await ageCodes(t, '13800000001', { minutes: 2 });
    await send('13800000001');
    const code = sms.codeFor('13800000001');
    const stored = await storedCodes(t, '13800000001');
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash) && !r.code_hash.includes(code))).toBe(true);
    expect((await signIn('13800000001', code)).statusCode).toBe(200);
    const again = await signIn('13800000001', code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'The code has expired or was already used; request a new one', field: 'code' });
  });

  it('refuses a wrong code, and spends the code after five wrong ones', async () => {
    await ageCodes(t, '13800000001', { minutes: 2 });
    await send('13800000001');
    const code = sms.codeFor('13800000001');
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await signIn('13800000001', wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Wrong verification code');
    for (let i = 0; i < 4; i++) await signIn('13800000001', wrong);
    expect((await signIn('13800000001', code)).json().message).toMatch(/expired or was already used/);
  });

  it('compares at most five guesses of a code however many arrive at once (from many addresses)', async () => {
    await t.userWith('smsrace', ['setting/warehouse/view']);
    await setPhone(t, 'smsrace', '13800000010');
    await send('13800000010', '10.60.0.1');
    const code = sms.codeFor('13800000010');
    const guesses = Array.from({ length: 59 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const undo = interleaveQueries(t);
    const replies = await Promise.all(guesses.map((g, i) => signIn('13800000010', g, `10.61.${i}.1`)));
    undo();
    const wrong = replies.filter((r) => r.json().message === 'Wrong verification code').length;
    const ok = replies.filter((r) => r.statusCode === 200).length;
    const spent = replies.filter((r) => /expired or was already used/.test(r.json().message)).length;
    expect(wrong + ok).toBeLessThanOrEqual(5);
    expect(wrong + ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(1);
    expect(spent).toBe(60 - wrong - ok);
    expect(await codeTries(t, '13800000010')).toBeLessThanOrEqual(5);
    // The code is used up either way: the right code now is refused.
    expect((await signIn('13800000010', code, '10.62.0.1')).json().message).toMatch(/expired or was already used/);
  });

  it('limits wrong codes per address across numbers, sign-in and reset (429 naming the wait)', async () => {
    await t.userWith('smsaddr', ['setting/warehouse/view']);
    await setPhone(t, 'smsaddr', '13800000011');
    await send('13800000011', '10.63.0.2');
    const code = sms.codeFor('13800000011');
    const wrong = code === '000000' ? '000001' : '000000';
    const ip = '10.63.0.1';
    for (let i = 0; i < 19; i++) expect((await signIn(`1380001${String(i).padStart(4, '0')}`, wrong, ip)).statusCode).toBe(400);
    const reset = { phone: '13800000012', code: wrong, password: 'NewPass123', confirmPassword: 'NewPass123' };
    expect((await post('_pass/reset', reset, ip)).statusCode).toBe(400);
    const refused = await signIn('13800000011', code, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many wrong codes from this address: try again in 15 minutes');
    const zh = await post('_pass/reset', reset, ip, 'zh');
    expect([zh.statusCode, zh.json().message]).toEqual([429, '该地址验证码错误次数过多，请 15 分钟后再试']);
    // The refused tries did not touch the code: another address still signs in with it.
    expect((await signIn('13800000011', code, '10.63.0.2')).statusCode).toBe(200);
  });

  it('past its limit an address (a site behind one NAT) still signs in with codes asked for from there', async () => {
    const nat = '10.66.0.1';
    // Someone behind the NAT guesses codes of many numbers at once: 20 are compared, then the address is refused.
    const guesses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => signIn(`+861380002${String(i).padStart(4, '0')}`, '000000', nat)),
    );
    expect(guesses.filter((r) => r.statusCode === 400).length).toBe(20);
    expect(guesses.filter((r) => r.statusCode === 429).length).toBe(4);
    // Numbers written as stored (E.164), so they read the same however the API normalises what is typed.
    const [own, typo, elsewhere] = ['+8613800000021', '+8613800000022', '+8613800000023'];
    for (const [i, phone] of [own, typo, elsewhere].entries()) {
      await t.userWith(`smsnat${i}`, ['setting/warehouse/view']);
      await setPhone(t, `smsnat${i}`, phone);
    }
    const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
    // A colleague behind the NAT asks for a code there and signs in with it, after two typos.
    await send(own, nat);
    const code = sms.codeFor(own);
    expect((await signIn(own, wrongFor(code), nat)).statusCode).toBe(400);
    expect((await signIn(own, wrongFor(code), nat)).statusCode).toBe(400);
    expect((await signIn(own, code, nat)).statusCode).toBe(200);
    // Three failed tries at one number from there, and that number waits; the code is not used up.
    await send(typo, nat);
    const typoCode = sms.codeFor(typo);
    for (let i = 0; i < 3; i++) expect((await signIn(typo, wrongFor(typoCode), nat)).statusCode).toBe(400);
    const held = await signIn(typo, typoCode, nat);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Too many wrong codes from this address: try again in \d+ minutes$/);
    expect((await signIn(typo, typoCode, '10.66.0.3')).statusCode).toBe(200);
    // A code asked for from another address cannot be guessed from the NAT: refused there untried.
    await send(elsewhere, '10.66.0.2');
    const other = sms.codeFor(elsewhere);
    expect((await signIn(elsewhere, other, nat)).statusCode).toBe(429);
    expect(await codeTries(t, elsewhere)).toBe(0);
    expect((await signIn(elsewhere, other, '10.66.0.2')).statusCode).toBe(200);
  });

  it('gives the address its try back when the code is right', async () => {
    await t.userWith('smsback', ['setting/warehouse/view']);
    await setPhone(t, 'smsback', '13800000013');
    const ip = '10.64.0.1';
    for (let i = 0; i < 21; i++) {
      await ageCodes(t, '13800000013', { minutes: 61 });
      await send('13800000013', `10.64.1.${i}`);
      expect((await signIn('13800000013', sms.codeFor('13800000013'), ip)).statusCode).toBe(200);
    }
  });

  it('refuses an expired code (5 minutes)', async () => {
    await ageCodes(t, '13800000001', { minutes: 2 });
    await send('13800000001');
    const code = sms.codeFor('13800000001');
    await ageCodes(t, '13800000001', { expire: true });
    const res = await signIn('13800000001', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('limits sending per number: one a minute, five an hour (429 with a clear message)', async () => {
    await t.userWith('smsb', ['setting/warehouse/view']);
    await setPhone(t, 'smsb', '13800000002');
    expect((await send('13800000002', '10.6.0.1')).statusCode).toBe(200);
    const soon = await send('13800000002', '10.6.0.2');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Codes are requested too often: try again in \d+ seconds$/);
    for (let i = 0; i < 4; i++) {
      await ageCodes(t, '13800000002', { minutes: 2 });
      expect((await send('13800000002', `10.6.1.${i}`)).statusCode).toBe(200);
    }
    await ageCodes(t, '13800000002', { minutes: 2 });
    const many = await send('13800000002', '10.6.2.1');
    expect(many.statusCode).toBe(429);
    expect(many.json().message).toMatch(/Too many codes requested for this number: try again in \d+ minutes/);
    await ageCodes(t, '13800000002', { minutes: 61 });
    expect((await send('13800000002', '10.6.2.2')).statusCode).toBe(200);
  });

  it('limits sending per address (ten an hour)', async () => {
    for (let i = 0; i < 10; i++) expect((await send(`1390000${String(i).padStart(4, '0')}`, '10.7.0.1')).statusCode).toBe(200);
    const res = await send('13900000099', '10.7.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many codes requested from this address/);
    const zh = await post('_sms/send', { phone: '13900000098' }, '10.7.0.1', 'zh');
    expect(zh.json().message).toMatch(/该地址获取验证码次数过多/);
  });

  it('answers an unknown number the same way but sends nothing', async () => {
    const before = sms.sent.length;
    const res = await send('13700000000', '10.8.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The code has been sent; it is valid for 5 minutes');
    expect(sms.sent.length).toBe(before);
  });

  it('refuses a disabled user even with the right code', async () => {
    await t.userWith('smsc', ['setting/warehouse/view']);
    await setPhone(t, 'smsc', '13800000003');
    await setEnabled(t, 'smsc', false);
    await send('13800000003', '10.9.0.1');
    const res = await signIn('13800000003', sms.codeFor('13800000003'), '10.9.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/disabled/);
  });

  it('refuses a number several accounts share', async () => {
    await t.userWith('smsd1', ['setting/warehouse/view']);
    await t.userWith('smsd2', ['setting/warehouse/view']);
    await setPhone(t, 'smsd1', '13800000004');
    await setPhone(t, 'smsd2', '13800000004');
    await send('13800000004', '10.9.1.1');
    const res = await signIn('13800000004', sms.codeFor('13800000004'), '10.9.1.1');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Several accounts use this mobile number/);
  });

  it('a disabled account with the same number does not block the enabled one', async () => {
    await t.userWith('smsf1', ['setting/warehouse/view']);
    await t.userWith('smsf2', ['setting/warehouse/view']);
    await setPhone(t, 'smsf2', '138 0000 0006');
    await setPhone(t, 'smsf1', '13800000006');
    await setEnabled(t, 'smsf1', false);
    await send('13800000006', '10.9.3.1');
    const res = await signIn('13800000006', sms.codeFor('13800000006'), '10.9.3.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.account).toBe('smsf2');
    // Two disabled accounts and no enabled one: still ambiguous.
    await setEnabled(t, 'smsf2', false);
    await ageCodes(t, '13800000006', { minutes: 2 });
    await send('13800000006', '10.9.3.1');
    expect((await signIn('13800000006', sms.codeFor('13800000006'), '10.9.3.1')).statusCode).toBe(409);
  });

  it('keeps sign-in and reset codes apart', async () => {
    await t.userWith('smse', ['setting/warehouse/view']);
    await setPhone(t, 'smse', '13800000005');
    await send('13800000005', '10.9.2.1', 'reset');
    expect(sms.sent.at(-1)?.text).toMatch(/password reset code/);
    const res = await signIn('13800000005', sms.codeFor('13800000005'), '10.9.2.1');
    expect(res.statusCode).toBe(400);
  });

  it('validates the body and names the field', async () => {
    const res = await send('12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('phone');
    const code = await signIn('13800000001', '12');
    expect(code.json()).toMatchObject({ field: 'code', message: 'Verification code: invalid format' });
  });

  it('logs SMS sign-ins like password sign-ins, failed ones by number', async () => {
    const lines = await signinLog(t, '/system/user/_sms/auth');
    expect(lines.some((l) => l.success && l.account === 'smsa' && l.user_id)).toBe(true);
    expect(lines.some((l) => !l.success && l.account === '13800000001')).toBe(true);
  });

  it('the default provider writes the number and the code to the server log', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as never;
    await logSmsProvider(log).send('13800000009', 'Your sign-in code is 123456.');
    expect(String(lines[0]?.[1])).toContain('13800000009');
    expect(String(lines[0]?.[1])).toContain('123456');
  });
});
