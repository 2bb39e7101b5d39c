import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../../test/harness.ts';

describe('warehouse: exactly one default', () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const getDefault = async () =>
    (await t.app.inject({ method: 'GET', url: '/setting/warehouse/_default/get', headers: auth(token) })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('has no default before any warehouse exists; the first one becomes it', async () => {
    expect(await getDefault()).toBeNull();
    const first = (await post('/setting/warehouse/~add', { code: 'W1', name: 'One' })).json().data;
    expect(first.dflt).toBe(true);
    // `dflt` is read-only (moved with ~default/set): a body naming it is refused, not half-applied.
    const claimed = await post('/setting/warehouse/~add', { code: 'W2', name: 'Two', dflt: true });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().field).toBe('dflt');
    const second = (await post('/setting/warehouse/~add', { code: 'W2', name: 'Two' })).json().data;
    expect(second.dflt).toBe(false);
    expect((await getDefault()).code).toBe('W1');
  });

  it('moves the default with ~default/set', async () => {
    const two = (await post('/setting/warehouse/~page/get', { filter: [{ field: 'code', operator: 'eq', value: 'W2' }] })).json()
      .data.rows[0];
    const res = await post('/setting/warehouse/~default/set', { id: two.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.dflt).toBe(true);
    const all = (await post('/setting/warehouse/~page/get', {})).json().data.rows;
    expect(all.filter((w: { dflt: boolean }) => w.dflt).map((w: { code: string }) => w.code)).toEqual(['W2']);
    expect((await post('/setting/warehouse/~default/set', { id: 999_999 })).statusCode).toBe(404);
  });

  it('refuses to delete the default while other warehouses exist', async () => {
    const dflt = await getDefault();
    const res = await post('/setting/warehouse/~delete', { ids: [dflt.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/default warehouse cannot be deleted/);
  });

  it('refuses to delete a warehouse that locations use, naming Location', async () => {
    const dflt = await getDefault();
    const other = (await post('/setting/warehouse/~page/get', { filter: [{ field: 'dflt', operator: 'eq', value: 0 }] })).json()
      .data.rows[0];
    await post('/setting/location/~add', { code: 'L1', type: 'store', warehouse: other.id });
    const res = await post('/setting/warehouse/~delete', { ids: [other.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete: still used by Location');
    expect(dflt.id).not.toBe(other.id);
  });
});
