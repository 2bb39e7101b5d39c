import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockService as svc } from '../modules/inventory/stock/stock-service.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../test/harness.ts';
import { stockFixture } from '../test/stock.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { productSku } from './schema/index.ts';

/**
 * Issue 7 item 14: names sort by pinyin on both databases. Migration 0002 gives name columns the zh_pinyin
 * collation; where that has no Chinese order (PGlite), 0004 rebuilds it from ICU rules (GB2312 level 1).
 */
const PINYIN = ['阿明仓', '李四仓', '张三仓'];
const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

type Rows = { data: { rows: Record<string, unknown>[] } };

describe(`sorting by name (${DB_KIND})`, () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const column = async (url: string, body: object, key: string) => {
    const res = await post(url, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Rows).data.rows.map((r) => r[key]);
  };

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

  it('gives every name column the zh_pinyin collation, stock and ledger copies included', async () => {
    const res = await t.database.db.execute(sql`
      select table_name || '.' || column_name as c from information_schema.columns
      where table_schema = current_schema() and collation_name = 'zh_pinyin' and (table_name, column_name) in (
        ('warehouse', 'name'), ('item', 'name'), ('consignor', 'name'), ('sys_user', 'name'), ('product_sku', 'item_name'),
        ('stock', 'item_name'), ('stock_ledger', 'item_name'), ('stock_ledger', 'user_name'))`);
    expect((res as unknown as { rows: unknown[] }).rows).toHaveLength(8);
  });

  it('sorts Chinese names by pinyin: 阿 (a), 李 (l), 张 (z)', async () => {
    expect(await column('/setting/warehouse/~page/get', { prop: 'name', order: 'asc' }, 'name')).toEqual(PINYIN);
    expect(await column('/setting/warehouse/~page/get', { prop: 'name', order: 'desc' }, 'name')).toEqual([...PINYIN].reverse());
  });

  it('sorts a reference by its label the same way', async () => {
    const warehouses = (await post('/setting/warehouse/~page/get', {})).json() as Rows;
    for (const w of warehouses.data.rows) {
      expect((await post('/setting/location/~add', { code: `L-${w.id}`, warehouse: w.id, type: 'store' })).statusCode).toBe(200);
    }
    const url = '/setting/location/~page/get';
    expect(await column(url, { prop: 'warehouse', order: 'asc' }, 'warehouseLabel')).toEqual(PINYIN);
    expect(await column(url, { prop: 'warehouse', order: 'desc' }, 'warehouseLabel')).toEqual([...PINYIN].reverse());
  });

  it('sorts Chinese before Latin, and Latin without regard to case', async () => {
    for (const [code, name] of [
      ['W-b', 'Beta'],
      ['W-B', 'alpha'],
    ])
      await post('/setting/warehouse/~add', { code, name });
    expect(await column('/setting/warehouse/~page/get', { prop: 'name', order: 'asc' }, 'name')).toEqual([
      ...PINYIN,
      'alpha',
      'Beta',
    ]);
  });
});

describe(`stock lists sorted by item name (${DB_KIND})`, () => {
  let t: TestApp;
  let token: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
  const names = async (url: string, body: object) => {
    const res = await post(url, { page: 1, length: 50, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return [...new Set((res.json() as Rows).data.rows.map((r) => r.itemName))];
  };
  const ITEMS = ['阿胶盖', '李子托盘', '张力托盘'];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const db = t.database.db;
    const fx = await stockFixture(db);
    const skus: [number, string, number][] = [
      [fx.sku, '张力托盘', fx.locA],
      [fx.lidSku, '阿胶盖', fx.locB],
      [fx.sku2, '李子托盘', fx.locC],
    ];
    for (const [id, itemName] of skus) await db.update(productSku).set({ itemName }).where(eq(productSku.id, id));
    await db.transaction(async (tx) => {
      for (const [sku, , location] of skus) await svc.receive(tx as never, { location, sku, qty: 5 }, { orderNo: 'IB-1' });
    });
  });
  afterAll(() => t.close());

  it('sorts stock rows, per-SKU totals and ledger lines by pinyin', async () => {
    for (const url of ['/inventory/stock/~page/get', '/inventory/ledger/~page/get']) {
      expect(await names(url, { prop: 'itemName', order: 'asc' })).toEqual(ITEMS);
      expect(await names(url, { prop: 'itemName', order: 'desc' })).toEqual([...ITEMS].reverse());
    }
    expect(await names('/inventory/stock/~page/get', { group: 'sku', prop: 'itemName', order: 'asc' })).toEqual(ITEMS);
  });
});

describe('the pinyin rules', () => {
  it('list GB2312 level 1 (GBK 0xB0A1-0xD7F9) in its own order', () => {
    const gbk = new TextDecoder('gbk');
    let expected = '';
    for (let hi = 0xb0; hi <= 0xd7; hi++) {
      for (let lo = 0xa1; lo <= (hi === 0xd7 ? 0xf9 : 0xfe); lo++) expected += gbk.decode(new Uint8Array([hi, lo]));
    }
    const file = fs.readFileSync(path.join(MIGRATIONS, '0004_pinyin_collation_rules.sql'), 'utf8');
    const rules = /rules = '\[reorder Hani\]&\[last regular\]<\*([^']+)'/.exec(file)?.[1];
    expect([...(rules ?? '')]).toHaveLength(3755);
    expect(rules).toBe(expected);
  });

  // An installed database holds names under the old code-point collation; the upgrade must re-sort them, indexes included.
  it.runIf(DB_KIND === 'pglite')('re-sort an existing embedded database when it upgrades', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-migrations-'));
    const pglite = await PGlite.create();
    const database = await openDatabase({ pglite });
    try {
      fs.cpSync(MIGRATIONS, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta/_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
      journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0004');
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      await migratePg(database.db as never, { migrationsFolder: dir });
      await pglite.exec(`insert into warehouse (code, name) values ('Z', '张三仓'), ('A', '阿明仓'), ('L', '李四仓');
        create index warehouse_name_test_idx on warehouse (name);`);
      const byName = async () => {
        const r = await pglite.query<{ name: string }>('select name from warehouse order by name');
        return r.rows.map((x) => x.name);
      };
      expect(await byName()).toEqual(['张三仓', '李四仓', '阿明仓']);
      await runMigrations(database);
      expect(await byName()).toEqual(PINYIN);
      await pglite.exec('set enable_seqscan = off');
      expect((await pglite.query<{ name: string }>(`select name from warehouse where name > '' order by name`)).rows).toEqual(
        PINYIN.map((name) => ({ name })),
      );
    } finally {
      await database.close();
      await pglite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
