import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, DB_KIND, type TestApp } from '../test/harness.ts';

/** Issue 7 item 14: names sort by pinyin (migration 0002 gives name columns the zh_pinyin collation). */
describe(`sorting by name (${DB_KIND})`, () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const names = async (url: string, body: object) =>
    (await post(url, body)).json().data.rows.map((r: { name?: string; warehouseLabel?: string }) => r.name ?? r.warehouseLabel);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    for (const [code, name] of [
      ['W-Z', '张三仓'],
      ['W-A', '阿明仓'],
      ['W-L', '李四仓'],
    ]) {
      expect((await post('/setting/warehouse/~add', { code, name })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('gives every name column the zh_pinyin collation', async () => {
    const res = await t.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'name' and table_name in ('warehouse', 'item', 'consignor', 'sys_user')
        and collation_name = 'zh_pinyin'`);
    expect((res as unknown as { rows: unknown[] }).rows).toHaveLength(4);
  });

  it.skipIf(DB_KIND === 'pglite')('sorts Chinese names by pinyin: 阿 (a), 李 (l), 张 (z)', async () => {
    expect(await names('/setting/warehouse/~page/get', { prop: 'name', order: 'asc' })).toEqual(['阿明仓', '李四仓', '张三仓']);
    expect(await names('/setting/warehouse/~page/get', { prop: 'name', order: 'desc' })).toEqual(['张三仓', '李四仓', '阿明仓']);
  });

  it.skipIf(DB_KIND === 'pglite')('sorts a reference by its label the same way', async () => {
    const warehouses: { id: number }[] = (await post('/setting/warehouse/~page/get', {})).json().data.rows;
    for (const w of warehouses) {
      expect((await post('/setting/location/~add', { code: `L-${w.id}`, warehouse: w.id, type: 'store' })).statusCode).toBe(200);
    }
    expect(await names('/setting/location/~page/get', { prop: 'warehouse', order: 'asc' })).toEqual([
      '阿明仓',
      '李四仓',
      '张三仓',
    ]);
  });

  it('sorts Latin names without regard to case on both databases', async () => {
    for (const [code, name] of [
      ['W-b', 'Beta'],
      ['W-B', 'alpha'],
    ])
      await post('/setting/warehouse/~add', { code, name });
    const latin = (await names('/setting/warehouse/~page/get', { prop: 'name', order: 'asc' })).filter((n: string) =>
      /^[a-z]/i.test(n),
    );
    expect(latin).toEqual(['alpha', 'Beta']);
  });
});
