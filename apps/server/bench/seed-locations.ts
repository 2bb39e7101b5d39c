import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** Bulk-loads `n` locations over 4 warehouses with one set-based statement (a benchmark fixture, not product code). */
export async function seedLocations(db: Db, n: number) {
  const res = (await db.execute(sql`select count(*)::int as c from location`)) as unknown as { rows: { c: number }[] };
  const c = res.rows[0]?.c ?? 0;
  if (Number(c) >= n) return;
  // Only a partial earlier load is cleared: the cascade reaches stock_ledger, whose append-only
  // trigger refuses TRUNCATE on a database where migrations installed it, even when empty.
  if (Number(c) > 0) await db.execute(sql`truncate location restart identity cascade`);
  await db.execute(sql`delete from warehouse`);
  await db.execute(
    sql`insert into warehouse (code, name, dflt) values ('B1','Bench 1',true),('B2','Bench 2',false),('B3','Bench 3',false),('B4','Bench 4',false)`,
  );
  const types = `array['receive','store','ship','wip','cross','bulk','picking','production','inspection']`;
  await db.execute(
    sql.raw(`
    insert into location (code, warehouse_id, type, aisle, rack, level, bin, max_qty, max_weight)
    select 'L' || lpad(g::text, 7, '0'),
           (select id from warehouse order by id offset (g % 4) limit 1),
           (${types})[1 + (g % 9)],
           'A' || (g % 40), 'R' || (g % 25), 'L' || (g % 6), 'B' || (g % 4),
           (g % 100), (g % 1000) * 1.5
    from generate_series(1, ${n}) g`),
  );
  await db.execute(sql`analyze location`);
}
