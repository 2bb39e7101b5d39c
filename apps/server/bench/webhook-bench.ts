/**
 * `npm run bench:webhooks` (issue 35 §3 figures), on PostgreSQL (DATABASE_URL naming a bench or test database):
 *  - BENCH_EVENTS (10,000) events written into the outbox at BENCH_RATE a second (500; ten events per transaction over
 *    100 resources), delivered by two server processes (WEBHOOKS=1) to a receiver on the loopback that answers 500 to
 *    a fifth of the attempts at random: events lost (must be 0), events delivered twice by id, the delay from an event's
 *    commit to its first delivery attempt (p50, p95; goal p95 < 1 s), and the throughput. The servers run with
 *    WEBHOOK_RETRY_SCALE=0.01 (a retry after 50 ms instead of 5 s), so the refused fifth comes back within the run;
 *  - what the outbox adds to a receive scan and to a shipment: p50 of each with the outbox on and off (goal < 10 %),
 *    with a subscription to both events, so each event also writes its delivery.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { emitEvents, outbox } from '../src/modules/integration/events.ts';
import { type Server, startServers, stopServers } from '../src/test/crash.ts';
import { benchDatabase, benchServer, benchUrl } from './bench-app.ts';
import { ms, percentile } from './stats.ts';

const URL_ = benchUrl('bench:webhooks');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const N = Number(process.env.BENCH_N ?? 200);
const RESOURCES = 100;
const PER_TX = 10;

const database = await benchDatabase(URL_, Number(process.env.BENCH_STOCK_ROWS ?? 100_000));
const server = await benchServer(database, { webhooks: false, webhookAllow: ['127.0.0.1'] });
const { post } = server;
const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The receiver: the first arrival of each event (any answer), the 2xx answers per id. */
const firstSeen = new Map<number, number>();
const delivered = new Map<string, number>();
let requests = 0;
let refusing = 0.2;
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    requests++;
    const at = performance.now() + performance.timeOrigin;
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { data: { n?: number } };
    const n = body.data.n;
    if (n !== undefined && !firstSeen.has(n)) firstSeen.set(n, at);
    const ok = Math.random() >= refusing;
    if (ok) {
      const id = String(req.headers['webhook-id']);
      delivered.set(id, (delivered.get(id) ?? 0) + 1);
    }
    res.writeHead(ok ? 200 : 500).end();
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const rxUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

let servers: Server[] = [];
try {
  await database.db.execute(sql`delete from wh_subscription`);
  await post('/system/webhook/~add', {
    name: 'bench',
    url: rxUrl,
    events: ['stock.adjusted', 'inbound.received', 'outbound.shipped'],
  });

  // 1. Delivery by two processes.
  servers = await startServers(URL_, ['wms-wh-bench-a', 'wms-wh-bench-b'], {
    WEBHOOKS: '1',
    WEBHOOK_ALLOW: '127.0.0.1',
    WEBHOOK_RETRY_SCALE: '0.01',
    SCHEDULER: '0',
  });
  const pending = async () =>
    (await rowsOf<{ n: number }>(sql`select count(*)::int as n from wh_delivery where status = 'pending'`))[0]!.n +
    (await rowsOf<{ n: number }>(sql`select count(*)::int as n from wh_event where not fanned`))[0]!.n;
  /** `events` at `rate` a second (Infinity: all at once), the receiver refusing `refuse` of the attempts. */
  async function run(events: number, rate: number, refuse: number) {
    await database.db.execute(sql`delete from wh_event`);
    firstSeen.clear();
    delivered.clear();
    requests = 0;
    refusing = refuse;
    const committed = new Map<number, number>();
    const t0 = performance.now();
    const perTx = Number.isFinite(rate) ? PER_TX : 500;
    for (let n = 0; n < events; n += perTx) {
      const wait = t0 + (n / rate) * 1000 - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const batch = Array.from({ length: Math.min(perTx, events - n) }, (_, i) => n + i);
      await database.db.transaction((tx) =>
        emitEvents(
          tx,
          'stock.adjusted',
          batch.map((k) => ({ resource: `bench:${k % RESOURCES}`, data: { n: k } })),
        ),
      );
      const at = performance.now() + performance.timeOrigin;
      for (const k of batch) committed.set(k, at);
    }
    while ((await pending()) > 0) {
      if (performance.now() - t0 > 900_000) throw new Error('deliveries still pending after 15 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const took = (performance.now() - t0) / 1000;
    const ids = await rowsOf<{ msg_id: string }>(sql`select msg_id from wh_event where type = 'stock.adjusted'`);
    const delays = [...committed].map(([n, at]) => (firstSeen.get(n) ?? Number.POSITIVE_INFINITY) - at).sort((a, b) => a - b);
    return {
      lost: ids.filter((r) => !delivered.has(r.msg_id)).length,
      twice: [...delivered.values()].filter((c) => c > 1).length,
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      perSecond: events / took,
      took,
    };
  }
  const failing = await run(EVENTS, RATE, 0.2);
  console.log(
    `${EVENTS.toLocaleString('en')} events at ${RATE}/s through 2 processes, receiver refusing 20 %: lost ${failing.lost}, ` +
      `delivered twice by id ${failing.twice}, ${requests.toLocaleString('en')} attempts, all delivered ${failing.took.toFixed(1)} s ` +
      `after the first commit; commit → first attempt p50 ${ms(failing.p50)}, p95 ${ms(failing.p95)}`,
  );
  const answering = await run(EVENTS / 2, RATE, 0);
  console.log(
    `${(EVENTS / 2).toLocaleString('en')} events at ${RATE}/s, receiver answering: commit → first attempt p50 ${ms(answering.p50)}, ` +
      `p95 ${ms(answering.p95)}; lost ${answering.lost}`,
  );
  const burst = await run(EVENTS / 2, Number.POSITIVE_INFINITY, 0);
  console.log(
    `throughput: ${(EVENTS / 2).toLocaleString('en')} events committed at once delivered at ${burst.perSecond.toFixed(0)} events/s`,
  );
  await stopServers(servers);
  servers = [];

  // 2. What the outbox adds to a receive scan and a shipment.
  const [wh] = await rowsOf<{ id: number }>(sql`select min(id)::int as id from warehouse`);
  const skus = await rowsOf<{ id: number; no: string }>(
    sql`select id, no from product_sku where warehouse_id = ${wh!.id} order by id limit 5`,
  );
  const locs = await rowsOf<{ id: number }>(sql`select id from location where warehouse_id = ${wh!.id} order by id limit 5`);
  const stamp = Date.now().toString(36);
  let seq = 0;
  const inbound = async (qty: number) => {
    const no = `IB-WH-${stamp}-${++seq}`;
    const o = (
      await post('/inbound/ib/order/~add', {
        no,
        extRef: no,
        extDocNo: no,
        warehouse: wh!.id,
        postingDate: '2026-11-29',
        items: skus.map((s) => ({ sku: s.id, shipQty: qty })),
      })
    ).data as { id: number; items: { id: number }[] };
    await post('/inbound/ib/order/~approve', { id: o.id });
    return o;
  };
  const rcv = await inbound(1_000_000);
  const scanOnce = async (i: number) => {
    const t = performance.now();
    await post('/inbound/ib/order/~scan', { id: rcv.id, code: skus[i % skus.length]!.no });
    return performance.now() - t;
  };
  // Orders out of stock (120), ready to ship: stock put away, allocated, issued.
  const ready: number[] = [];
  const prepare = async (count: number) => {
    const put = await inbound(count);
    await post('/inbound/ib/order/~store', {
      id: put.id,
      items: put.items.map((l, i) => ({
        id: l.id,
        stockQty: count,
        location: locs[i % locs.length]!.id,
        lotNo: 'WB',
        shipBoxLbl: `WB-${seq}`,
      })),
    });
    for (let k = 0; k < count; k++) {
      const ref = `OB-WH-${stamp}-${++seq}`;
      const ob = (
        await post('/outbound/ob/order/~add', {
          extRef: ref,
          extDocNo: ref,
          warehouse: wh!.id,
          postingDate: '2026-11-29',
          items: skus.map((s) => ({ sku: s.id, qty: 1, lotNo: 'WB' })),
        })
      ).data as { id: number };
      await post('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [ob.id] });
      await post('/outbound/ob/order/~stock', { ids: [ob.id] });
      ready.push(ob.id);
    }
  };
  await prepare(2 * N + 20);
  const shipOnce = async () => {
    const id = ready.pop()!;
    const t = performance.now();
    await post('/outbound/ob/order/~ship', { ids: [id] });
    return performance.now() - t;
  };
  const times = { scan: { on: [] as number[], off: [] as number[] }, ship: { on: [] as number[], off: [] as number[] } };
  for (let i = 0; i < 10; i++) {
    await scanOnce(i);
    await shipOnce();
  }
  // Rounds of each, on and off in turn, so a drift of the machine weighs on both alike.
  for (let round = 0; round < 10; round++) {
    for (const on of [true, false]) {
      outbox.on = on;
      const key = on ? 'on' : 'off';
      for (let i = 0; i < N / 10; i++) {
        times.scan[key].push(await scanOnce(i));
        times.ship[key].push(await shipOnce());
      }
    }
  }
  outbox.on = true;
  for (const [name, t] of Object.entries(times)) {
    const on = percentile(
      t.on.sort((a, b) => a - b),
      50,
    );
    const off = percentile(
      t.off.sort((a, b) => a - b),
      50,
    );
    console.log(
      `${name === 'scan' ? 'receive scan' : 'shipment (one order of 5 lines)'}: p50 ${ms(off)} without the outbox, ${ms(on)} with it: ` +
        `+${ms(on - off)} (${(((on - off) / off) * 100).toFixed(1)} %)`,
    );
  }
} finally {
  await stopServers(servers, 'SIGKILL');
  receiver.close();
  await server.close();
  await database.close();
}
