import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

describe('customer: GET /setting/customer/_all', () => {
  let t: TestApp;
  let token: string;
  const get = (tok = token) => t.app.inject({ method: 'GET', url: '/setting/customer/_all?_=1', headers: auth(tok) });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('answers an empty list before any customer exists', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ action: 'ok', message: '', data: [] });
  });

  it('returns every customer, by code, beyond one page', async () => {
    const codes = Array.from({ length: 25 }, (_, i) => `C${String(25 - i).padStart(2, '0')}`);
    for (const code of codes) {
      const add = await t.app.inject({
        method: 'POST',
        url: '/setting/customer/~add',
        payload: { code, name: `Customer ${code}` },
        headers: auth(token),
      });
      expect(add.statusCode).toBe(200);
    }
    const data = (await get()).json().data as { code: string; name: string }[];
    expect(data.map((c) => c.code)).toEqual([...codes].sort());
    expect(data[0]).toMatchObject({ code: 'C01', name: 'Customer C01' });
  });

  it('needs the customer view permission', async () => {
    expect((await get(await t.userWith('cust-viewer', ['setting/customer/view']))).statusCode).toBe(200);
    const res = await get(await t.userWith('cust-stranger', ['setting/consignor/view']));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('no permission to access');
  });
});
