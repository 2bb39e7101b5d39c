import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';

/** Lists without a sort of their own show the newest rows first, so a row just added is on page 1. */
describe('default list order', () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const codes = async (body: object) =>
    (await post('/setting/warehouse/~page/get', body)).json().data.rows.map((r: { code: string }) => r.code);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    for (const code of ['DO-1', 'DO-2', 'DO-3']) await post('/setting/warehouse/~add', { code, name: code });
  });
  afterAll(() => t.close());

  it('is newest first when the list asks for no sort', async () => {
    expect(await codes({})).toEqual(['DO-3', 'DO-2', 'DO-1']);
    expect(await codes({ page: 1, length: 1 })).toEqual(['DO-3']);
  });

  it('follows an explicit direction without a field (oldest first on request)', async () => {
    expect(await codes({ order: 'asc' })).toEqual(['DO-1', 'DO-2', 'DO-3']);
  });

  it('leaves a sort the user chose alone', async () => {
    expect(await codes({ prop: 'code', order: 'asc' })).toEqual(['DO-1', 'DO-2', 'DO-3']);
  });
});
