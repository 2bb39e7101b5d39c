import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

describe('facility: GET /setting/facility/_all/get', () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const get = (tok = token) => t.app.inject({ method: 'GET', url: '/setting/facility/_all/get', headers: auth(tok) });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it("returns every customer facility with its customer's name", async () => {
    const customer = (await post('/setting/customer/~add', { code: 'SGM', name: 'SAIC GM' })).json().data;
    expect(
      (await post('/setting/facility/~add', { code: 'F2', name: 'Jinqiao plant', type: 'site', customer: customer.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/setting/facility/~add', { code: 'F1', name: 'Anting DC', type: 'dc', customer: customer.id })).statusCode,
    ).toBe(200);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'ok', message: '' });
    expect(res.json().data).toMatchObject([
      { code: 'F1', name: 'Anting DC', type: 'dc', customer: customer.id, customerLabel: 'SAIC GM' },
      { code: 'F2', name: 'Jinqiao plant', type: 'site', customerLabel: 'SAIC GM' },
    ]);
  });

  it('needs the facility view permission', async () => {
    expect((await get(await t.userWith('fac-viewer', ['setting/facility/view']))).statusCode).toBe(200);
    expect((await get(await t.userWith('fac-other', ['bas/facility/view']))).statusCode).toBe(403);
  });
});
