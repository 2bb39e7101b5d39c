import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** Shape of the bench data: two warehouses, their locations and SKUs, and `n` stock rows spread over them. */
export const SEED = { warehouses: 2, locationsPerWarehouse: 10_000, items: 2_000 } as const;

/**
 * Bulk-loads `n` stock rows with one set-based statement, and one inbound ledger row per stock row
 * with the same quantity, so the drift report stays empty (a benchmark fixture, not product code:
 * the product writes stock only through modules/inventory/stock). Expects an empty, migrated schema.
 */
export async function seedStock(db: Db, n: number) {
  await db.transaction((tx) => load(tx as unknown as Db, n));
  await db.execute(sql`analyze`);
}

async function load(db: Db, n: number) {
  const { warehouses: W, locationsPerWarehouse: L, items: I } = SEED;
  await db.execute(sql`set local synchronous_commit = off`);
  // The rows are consistent by construction: skip the per-row foreign-key and copy triggers (superuser only).
  await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(
    sql.raw(`insert into warehouse (code, name, dflt) select 'BW' || w, 'Bench ' || w, w = 1 from generate_series(1, ${W}) w`),
  );
  await db.execute(sql`insert into unit (code, name, unit_class) values ('BPCS', 'pcs', 'quantity')`);
  await db.execute(
    sql.raw(`
    insert into location (code, warehouse_id, type, aisle, rack, level, bin, max_qty)
    select 'BL' || w.code || '-' || lpad(g::text, 5, '0'), w.id, 'store', 'A' || (g % 40), 'R' || (g % 25), 'L' || (g % 6), 'B' || (g % 4), 1000
    from warehouse w, generate_series(0, ${L - 1}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into item (code, name, unit_id, warehouse_id, snp)
    select 'BI' || lpad(g::text, 5, '0'), 'Bench item ' || g, (select id from unit where code = 'BPCS'),
           (select min(id) from warehouse), 1 + g % 12
    from generate_series(0, ${I - 1}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into product_sku (item_id, warehouse_id, no, item_name, unit_id, snp, pack_type)
    select i.id, w.id, i.code, i.name, i.unit_id, i.snp, 'plasticBox' from item i, warehouse w`),
  );
  // Row g: warehouse g % W, location (g / W) % L of it, SKU (g / 7) % I, one LPN each (so every key is unique).
  await db.execute(
    sql.raw(`
    insert into stock (warehouse_id, location_id, sku_id, lot_no, lpn, status, qoh, qal, item_name, unit_id, snp, pack_type, inbound_date)
    select l.warehouse_id, l.id, s.id, 'LOT' || (g % 50), 'BLPN' || lpad(g::text, 8, '0'), 'available', 1 + g % 100,
           case when g % 10 = 3 then 1 + g % 3 else 0 end, s.item_name, s.unit_id, s.snp, s.pack_type,
           now() - make_interval(days => g % 365)
    from generate_series(0, ${n - 1}) g
    join warehouse w on w.code = 'BW' || (1 + g % ${W})
    join location l on l.code = 'BL' || w.code || '-' || lpad(((g / ${W}) % ${L})::text, 5, '0')
    join product_sku s on s.warehouse_id = w.id and s.no = 'BI' || lpad(((g / 7) % ${I})::text, 5, '0')`),
  );
  await db.execute(
    sql.raw(`
    insert into stock_ledger (ledger_date, type, qty, stock_id, warehouse_id, location_id, sku_id, lot_no, lpn, ship_box_lbl,
                              status, item_name, item_code, unit_id, order_no, comment)
    select s.inbound_date, 'inbound', s.qoh, s.id, s.warehouse_id, s.location_id, s.sku_id, s.lot_no, s.lpn, s.ship_box_lbl,
           s.status, s.item_name, p.no, s.unit_id, 'BENCH-SEED', 'bench seed'
    from stock s join product_sku p on p.id = s.sku_id`),
  );
}
