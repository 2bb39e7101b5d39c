import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

describe('basFacility: GET /bas/facility/_all/get', () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const get = (tok = token) => t.app.inject({ method: 'GET', url: '/bas/facility/_all/get', headers: auth(tok) });

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('returns every facility with its company and warehouse labels', async () => {
    const company = (await post('/bas/company/~add', { code: 'PK', name: 'Packaging Co.' })).json().data;
    const wh = (await post('/setting/warehouse/~add', { code: 'WH1', name: 'Main' })).json().data;
    await post('/bas/facility/~add', { code: 'S1', name: 'Store one', type: 'store' });
    await post('/bas/facility/~add', { code: 'D1', name: 'DC one', type: 'dc', company: company.id, warehouse: wh.id });
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'ok', message: '' });
    expect(res.json().data).toMatchObject([
      { code: 'D1', type: 'dc', companyLabel: 'Packaging Co.', warehouseLabel: 'Main' },
      { code: 'S1', type: 'store', company: null, companyLabel: null },
    ]);
  });

  it('needs the bas facility view permission', async () => {
    expect((await get(await t.userWith('bf-viewer', ['bas/facility/view']))).statusCode).toBe(200);
    expect((await get(await t.userWith('bf-other', ['setting/facility/view']))).statusCode).toBe(403);
  });
});
