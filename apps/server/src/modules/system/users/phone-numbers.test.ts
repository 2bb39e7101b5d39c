import { normalizePhone } from '@wms/contract/phone';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../../test/harness.ts';
import { recordSms } from '../../signin/signin-test-kit.ts';

/**
 * Issue 35 §5: phone numbers are one number in every form they are written in (contract phone.ts), stored as
 * E.164; the migration's SQL twin reads numbers as the contract does.
 */
const NUMBERS = [
  '13800138000',
  '138 0013 8000',
  '+86 138-0013-8000',
  '8613800138000',
  '0086 13800138000',
  '(+86) 138.0013.8000',
  '010-12345678',
  '（010）1234 5678',
  '0755 1234 5678',
  '+86 (0)10 1234 5678',
  '86 755 1234 5678',
  '+44 20 7946 0958',
  '0044 20 7946 0958',
  '+1 (415) 555-2671',
  '1380013800',
  '138001380001',
  '12345678',
  '+1234567890123456',
  '+0 123456789',
  '0123',
  'abc',
  '',
];

describe(`phone numbers (${DB_KIND})`, () => {
  let t: TestApp;
  let token: string;
  let sms: ReturnType<typeof recordSms>;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    sms = recordSms(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = '10.61.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: auth(token) });
  const phoneOf = async (account: string) =>
    (
      (await t.database.db.execute(sql`select phone from sys_user where account = ${account}`)) as unknown as {
        rows: { phone: string | null }[];
      }
    ).rows[0]?.phone;
  const addUser = (account: string, phone: string | null) =>
    post('/system/user/~account/add', {
      account,
      name: account,
      email: `${account}@example.com`,
      phone,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      roles: [],
    });

  it('reads numbers in SQL (the migration’s data fix) as the contract does', async () => {
    for (const n of NUMBERS) {
      const r = (await t.database.db.execute(sql`select phone_e164(${n}) as e164`)) as unknown as {
        rows: { e164: string | null }[];
      };
      expect(r.rows[0]!.e164, n).toBe(normalizePhone(n));
    }
  });

  it('stores a user’s number as E.164, blank as none, and refuses what is no number, naming the field', async () => {
    expect((await addUser('phone-a', '138-0013-8000')).statusCode).toBe(200);
    expect(await phoneOf('phone-a')).toBe('+8613800138000');
    expect((await addUser('phone-b', '  ')).statusCode).toBe(200);
    expect(await phoneOf('phone-b')).toBeNull();
    const bad = await addUser('phone-c', '12345');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'phone']);
    const listed = await post('/system/user/~page/get', { filter: [{ field: 'account', operator: 'eq', value: 'phone-a' }] });
    expect(listed.json().data.rows[0].phone).toBe('+8613800138000');
  });

  it('refuses a registration with a number already used, in any form', async () => {
    expect((await addUser('phone-d', '13800138001')).statusCode).toBe(200);
    const taken = await post('/system/user/_register', {
      account: 'phone-self',
      name: 'Self',
      email: 'phone-self@example.com',
      phone: '0086 138 0013 8001',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect([taken.statusCode, taken.json().field]).toEqual([409, 'phone']);
  });

  it('signs in by SMS with the number in another form than it was given', async () => {
    expect((await addUser('phone-e', '+86 138 0013 8002')).statusCode).toBe(200);
    const sent = await post('/system/user/_sms/send', { phone: '138 0013 8002' }, '10.61.0.2');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sms.sent.at(-1)?.phone).toBe('+8613800138002');
    const code = sms.codeFor('+8613800138002');
    const signedIn = await post('/system/user/_sms/auth', { phone: '8613800138002', code }, '10.61.0.2');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.account).toBe('phone-e');
  });
});
