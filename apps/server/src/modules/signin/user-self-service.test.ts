import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { interleaveQueries, recordMail, recordSms, setPhone } from './signin-test-kit.ts';

describe(`registration and password reset (${DB_KIND})`, () => {
  let t: TestApp;
  let sms: ReturnType<typeof recordSms>;
  let mail: ReturnType<typeof recordMail>;
  beforeAll(async () => {
    t = await createTestApp();
    sms = recordSms(t);
    mail = recordMail(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = '10.40.0.1', lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/system/user/${url}`,
      remoteAddress: ip,
      headers: { 'accept-language': lang },
      payload,
    });
  const passwordSignIn = (account: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/system/user/_account/auth',
      headers: { 'accept-language': 'en' },
      payload: { account, password },
    });
  const newUser = {
    account: 'selfmade',
    name: 'Self Made',
    email: 'self@example.com',
    phone: '13600000001',
    password: 'Secret123',
    confirmPassword: 'Secret123',
  };

  it('creates a disabled account that signs in once an administrator enables it', async () => {
    const res = await post('_register', newUser);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Registered; the account can sign in once an administrator enables it');
    const refused = await passwordSignIn('selfmade', 'Secret123');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This account is registered and waiting for an administrator to approve it; you can sign in once it is enabled',
    );
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const page = await t.app.inject({
      method: 'POST',
      url: '/system/user/~page/get',
      headers: auth(admin),
      payload: { page: 1, length: 20, filter: { account: 'selfmade|eq' } },
    });
    const row = page.json().data.rows[0];
    expect(row).toMatchObject({ account: 'selfmade', enabled: false, roles: [], permissions: [] });
    const enable = await t.app.inject({
      method: 'POST',
      url: '/system/user/~account/enable',
      headers: auth(admin),
      payload: { id: row.id },
    });
    expect(enable.statusCode).toBe(200);
    expect((await passwordSignIn('selfmade', 'Secret123')).statusCode).toBe(200);
    // Approved once: disabled later, the account is disabled, not waiting.
    await t.app.inject({ method: 'POST', url: '/system/user/~account/disable', headers: auth(admin), payload: { id: row.id } });
    const disabled = await passwordSignIn('selfmade', 'Secret123');
    expect([disabled.statusCode, disabled.json().message]).toEqual([
      403,
      'This account is disabled; contact the system administrator',
    ]);
  });

  it('applies the user rules: passwords match, password rule, required fields, a free account', async () => {
    const mismatch = await post('_register', { ...newUser, account: 'other1', confirmPassword: 'Secret124' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      field: 'confirmPassword',
      message: 'Confirm password: The two passwords entered do not match',
    });
    const zh = await post('_register', { ...newUser, account: 'other1', confirmPassword: 'Secret124' }, '10.40.0.2', 'zh');
    expect(zh.json().message).toContain('两次输入的密码不一致');
    const weak = await post('_register', { ...newUser, account: 'other2', password: 'short', confirmPassword: 'short' });
    expect(weak.json()).toMatchObject({
      field: 'password',
      message: 'Password: 8 or more characters including letters and digits',
    });
    const noEmail = await post('_register', { ...newUser, account: 'other3', email: '' });
    expect(noEmail.json().field).toBe('email');
    const taken = await post('_register', newUser);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'account', message: 'Account already exists: selfmade' });
  });

  it('refuses a mobile number or e-mail address another account has, without naming the account', async () => {
    await t.userWith('owner1', ['setting/warehouse/view']);
    await setPhone(t, 'owner1', '136-0000 0011');
    await t.database.db.execute(sql`update sys_user set email = 'Owner.One@Example.com' where account = 'owner1'`);
    const fresh = { ...newUser, email: 'fresh@example.com', phone: '13600000012' };
    const byPhone = await post('_register', { ...fresh, account: 'squat1', phone: '13600000011' }, '10.44.0.1');
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toMatchObject({
      field: 'phone',
      message: 'This mobile number or e-mail address is already used by another account',
    });
    expect(byPhone.body).not.toContain('owner1');
    const byEmail = await post('_register', { ...fresh, account: 'squat2', email: 'owner.one@EXAMPLE.com' }, '10.44.0.1', 'zh');
    expect([byEmail.statusCode, byEmail.json().field, byEmail.json().message]).toEqual([
      409,
      'email',
      '该手机号或邮箱已被其他账号使用',
    ]);
    // A disabled (self-registered) account holds its number and address too.
    expect((await post('_register', { ...fresh, account: 'squat3' }, '10.44.0.1')).statusCode).toBe(200);
    const again = await post('_register', { ...fresh, account: 'squat4', email: 'other@example.com' }, '10.44.0.1');
    expect([again.statusCode, again.json().field]).toEqual([409, 'phone']);
    const users = await t.database.db.execute(sql`select account from sys_user where account like 'squat%'`);
    expect((users as unknown as { rows: { account: string }[] }).rows.map((r) => r.account)).toEqual(['squat3']);
  });

  it('two registrations at once cannot both take a free number', async () => {
    const one = { ...newUser, email: 'race@example.com', phone: '13600000021' };
    const replies = await Promise.all(
      [1, 2, 3, 4].map((i) => post('_register', { ...one, account: `race${i}`, email: `race${i}@example.com` }, `10.45.0.${i}`)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('limits registrations per address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await post('_register', { ...newUser, account: `flood${i}` }, '10.41.0.1')).statusCode;
    expect(last).toBe(429);
  });

  it('resets a password through an SMS code and ends the old sessions', async () => {
    const old = await t.userWith('forgetful', ['setting/warehouse/view']);
    await setPhone(t, 'forgetful', '13600000002');
    expect((await post('_sms/send', { phone: '13600000002', purpose: 'reset' })).statusCode).toBe(200);
    const code = sms.codeFor('13600000002');
    const wrong = await post('_pass/reset', {
      phone: '13600000002',
      code: code === '111111' ? '222222' : '111111',
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await passwordSignIn('forgetful', 'NewPass123')).statusCode).toBe(400);

    const mismatch = await post('_pass/reset', {
      phone: '13600000002',
      code,
      password: 'NewPass123',
      confirmPassword: 'NewPass124',
    });
    expect(mismatch.json().field).toBe('confirmPassword');

    const res = await post('_pass/reset', { phone: '13600000002', code, password: 'NewPass123', confirmPassword: 'NewPass123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Password reset; all sessions have ended/);
    const info = await t.app.inject({ method: 'GET', url: '/system/user/_info', headers: auth(old) });
    expect(info.statusCode).toBe(401);
    expect((await passwordSignIn('forgetful', 'Passw0rd!')).statusCode).toBe(400);
    expect((await passwordSignIn('forgetful', 'NewPass123')).statusCode).toBe(200);

    const reuse = await post('_pass/reset', { phone: '13600000002', code, password: 'Other1234', confirmPassword: 'Other1234' });
    expect(reuse.statusCode).toBe(400);
  });

  it('resets a password through an e-mail code, the address matched without regard to case', async () => {
    await t.userWith('mailreset', ['setting/warehouse/view']);
    await t.database.db.execute(sql`update sys_user set email = 'Mail.Reset@Example.com' where account = 'mailreset'`);
    const sent = await post('_mail/send', { email: ' mail.reset@example.COM ' }, '10.43.0.1');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toMatch(/sent to the e-mail address/);
    const code = mail.codeFor('mail.reset@example.com');
    expect(mail.sent.at(-1)!.text).toMatch(/password reset code/);
    // An address nobody has: the same reply, nothing sent.
    expect((await post('_mail/send', { email: 'nobody@example.com' }, '10.43.0.1')).statusCode).toBe(200);
    expect(mail.sent.some((m) => m.email === 'nobody@example.com')).toBe(false);
    // Not an e-mail address, or neither number nor address: refused, naming the field.
    const bad = await post('_mail/send', { email: 'not-an-address' }, '10.43.0.1');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'email']);
    const neither = await post('_pass/reset', { code, password: 'NewPass123', confirmPassword: 'NewPass123' }, '10.43.0.1');
    expect([neither.statusCode, neither.json().field]).toEqual([400, 'phone']);

    const res = await post(
      '_pass/reset',
      { email: 'MAIL.reset@example.com', code, password: 'NewPass123', confirmPassword: 'NewPass123' },
      '10.43.0.1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await passwordSignIn('mailreset', 'NewPass123')).statusCode).toBe(200);
    const again = await post(
      '_pass/reset',
      { email: 'mail.reset@example.com', code, password: 'Other1234', confirmPassword: 'Other1234' },
      '10.43.0.1',
    );
    expect(again.statusCode).toBe(400);
  });

  it('compares at most five reset codes however many arrive at once', async () => {
    await t.userWith('resetrace', ['setting/warehouse/view']);
    await setPhone(t, 'resetrace', '13600000031');
    await post('_sms/send', { phone: '13600000031', purpose: 'reset' }, '10.46.0.1');
    const code = sms.codeFor('13600000031');
    const guesses = Array.from({ length: 59 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const undo = interleaveQueries(t);
    const replies = await Promise.all(
      guesses.map((g, i) =>
        post(
          '_pass/reset',
          { phone: '13600000031', code: g, password: 'NewPass123', confirmPassword: 'NewPass123' },
          `10.47.${i}.1`,
        ),
      ),
    );
    undo();
    const wrong = replies.filter((r) => r.json().message === 'Wrong verification code').length;
    const ok = replies.filter((r) => r.statusCode === 200).length;
    expect(wrong + ok).toBeLessThanOrEqual(5);
    expect(ok).toBeLessThanOrEqual(1);
    expect(replies.filter((r) => /expired or was already used/.test(r.json().message)).length).toBe(60 - wrong - ok);
  });

  it('a disabled account with the same number or address does not block the reset of the enabled one', async () => {
    const early = await post(
      '_register',
      { ...newUser, account: 'early', email: 'shared@example.com', phone: '13600000041' },
      '10.48.0.1',
    );
    expect(early.statusCode).toBe(200);
    // The number and address reach an enabled account afterwards (an administrator may give them).
    await t.userWith('later', ['setting/warehouse/view']);
    await setPhone(t, 'later', '13600000041');
    await t.database.db.execute(sql`update sys_user set email = 'Shared@Example.com' where account = 'later'`);
    await post('_sms/send', { phone: '13600000041', purpose: 'reset' }, '10.48.0.1');
    const bySms = {
      phone: '13600000041',
      code: sms.codeFor('13600000041'),
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    };
    const res = await post('_pass/reset', bySms, '10.48.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect((await passwordSignIn('later', 'NewPass123')).statusCode).toBe(200);
    await post('_mail/send', { email: 'shared@example.com' }, '10.48.0.2');
    const byMail = {
      email: 'shared@example.com',
      code: mail.codeFor('shared@example.com'),
      password: 'NewPass456',
      confirmPassword: 'NewPass456',
    };
    expect((await post('_pass/reset', byMail, '10.48.0.2')).statusCode).toBe(200);
    expect((await passwordSignIn('later', 'NewPass456')).statusCode).toBe(200);
  });

  it('a sign-in code does not reset a password', async () => {
    await t.userWith('forgetful2', ['setting/warehouse/view']);
    await setPhone(t, 'forgetful2', '13600000003');
    await post('_sms/send', { phone: '13600000003' }, '10.42.0.1');
    const res = await post(
      '_pass/reset',
      { phone: '13600000003', code: sms.codeFor('13600000003'), password: 'NewPass123', confirmPassword: 'NewPass123' },
      '10.42.0.1',
    );
    expect(res.statusCode).toBe(400);
  });
});
