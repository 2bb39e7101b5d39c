import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { type Server, startServers, stopServers } from '../src/test/crash.ts';
import { allocationDrift } from '../src/test/outbound.ts';

/**
 * Contended allocation for `npm run bench:outbound` (issue 10 figures): real server processes on the
 * bench database, clients sending one `~allocate` after another, every strategy and shortage policy
 * mixed, for orders that want about three times the stock of their SKUs, so most calls meet a row
 * another call holds or has just taken. Reports orders per second and the oversells found afterwards.
 */
const STRATEGIES = ['fifo', 'qty', 'pallet', 'palletFifo'] as const;
const POLICIES = ['always', 'ignore', 'error'] as const;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface RaceOptions {
  databaseUrl: string;
  warehouse: number;
  /** SKU ids the orders compete for (none used by the bench before). */
  skus: number[];
  orders: number;
  linesPerOrder: number;
  qty: number;
  processes: number;
  clients: number;
}

export async function contendedAllocation(db: Db, o: RaceOptions) {
  const servers = await startServers(
    o.databaseUrl,
    Array.from({ length: o.processes }, (_, i) => `wms-race-${i}`),
  );
  try {
    const call = async (s: Server, url: string, body: object) => {
      const res = await fetch(`${s.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': s.token },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.text() };
    };
    // Orders: each line a different SKU of the pool, quantities `qty`; added through the API.
    const ids: number[] = [];
    for (let i = 0; i < o.orders; i++) {
      const items = Array.from({ length: o.linesPerOrder }, (_, k) => ({
        sku: o.skus[(i * 7 + k * 13) % o.skus.length]!,
        qty: o.qty,
      }));
      const add = await call(servers[0]!, '/outbound/ob/order/~add', {
        extRef: 'RACE',
        extDocNo: 'RACE',
        warehouse: o.warehouse,
        postingDate: '2026-11-22',
        items,
      });
      if (add.status !== 200) throw new Error(add.body);
      ids.push(JSON.parse(add.body).data.id);
    }
    const [supply] = rows<{ n: string }>(
      await db.execute(
        sql`select coalesce(sum(qoh - qal), 0) as n from stock where sku_id = any(${`{${o.skus.join(',')}}`}::int[])`,
      ),
    );
    const statuses = new Map<number, number>();
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: o.clients }, async (_, c) => {
        const server = servers[c % servers.length]!;
        while (next < ids.length) {
          const i = next++;
          const url = `/outbound/ob/order/~allocate?strategy=${STRATEGIES[i % 4]}&shortage=${POLICIES[Math.floor(i / 4) % 3]}`;
          const res = await call(server, url, { ids: [ids[i]!] });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    // Oversells: a row allocated beyond its on-hand, or whose qal is not what its allocations add up to,
    // or a line allocated beyond its quantity (the CHECKs forbid the first and last; counted all the same).
    const drift = await allocationDrift(db);
    const [over] = rows<{ n: string }>(
      await db.execute(sql`select count(*) as n from outbound_order_line where alloc_qty > qty`),
    );
    const [got] = rows<{ n: string }>(
      await db.execute(
        sql`select coalesce(sum(alloc_qty), 0) as n from outbound_order where id = any(${`{${ids.join(',')}}`}::int[])`,
      ),
    );
    return {
      ordersPerSecond: ids.length / seconds,
      seconds,
      statuses: Object.fromEntries([...statuses].sort()),
      oversells: drift.length + Number(over!.n),
      wanted: o.orders * o.linesPerOrder * o.qty,
      supply: Number(supply!.n),
      allocated: Number(got!.n),
    };
  } finally {
    await stopServers(servers);
  }
}
