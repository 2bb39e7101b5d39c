/**
 * `npm run bench:floor` (issue 27 figures), on PostgreSQL with 1,000,000 stock rows (`BENCH_STOCK_ROWS`):
 *  - server time over HTTP (keep-alive, as a handheld's browser sends) of a receive scan of a supplier's
 *    GS1-128 carton label (GTIN, lot), a put-away confirm, a pick scan and a pallet move by the SSCC of
 *    its label (issue 32), each with its own Idempotency-Key: p50 and p95 of BENCH_N (default 200) after
 *    a warm-up;
 *  - a burst: BENCH_HANDHELDS (20) simulated handhelds each sending 10 carton-label receive scans a second for
 *    BENCH_BURST_SECONDS (60), every tenth scan sent a second time with its key (a retry after a lost
 *    answer), from a process of their own (floor-handhelds.ts), each handheld starting at a moment of its
 *    own: scans lost (not applied), applied twice, p95 of the answers; then the same with every handheld
 *    in step (all scans of a tenth of a second at one instant, the worst case);
 *  - the JavaScript /floor loads, gzip (apps/web/dist, built first: floor.html's scripts and what they import);
 *  - first, with no database: the scan parser's agreement with GS1's Barcode Syntax Engine on the case set of
 *    contract scan/gs1-engine-cases.ts, and each case it disagrees on.
 * Needs DATABASE_URL naming a database for benches or tests (see bench-app.ts).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gs1Agreement } from '@wms/contract/scan/gs1-agreement';
import { withCheckDigit } from '@wms/contract/scan/parse-scan';
import { sql } from 'drizzle-orm';
import { benchDatabase, benchServer, benchUrl } from './bench-app.ts';
import { jsonClient } from './json-client.ts';
import { ms, percentile } from './stats.ts';

const agreement = gs1Agreement();
console.log(
  `GS1 engine agreement: ${agreement.agreed}/${agreement.total} cases (${(agreement.ratio * 100).toFixed(1)}%)` +
    agreement.disagreements
      .map((d) => `\n  ${d.case.source}: ${JSON.stringify(d.case.input)} engine ${d.case.accept ? 'accepts' : 'refuses'}`)
      .join(''),
);

const URL_ = benchUrl('bench:floor');
const ROWS = Number(process.env.BENCH_STOCK_ROWS ?? 1_000_000);
const N = Number(process.env.BENCH_N ?? 200);
const HANDHELDS = Number(process.env.BENCH_HANDHELDS ?? 20);
const SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 60);
const PER_SECOND = 10;

const database = await benchDatabase(URL_, ROWS);
const server = await benchServer(database);
const { base, token, post } = server;
const send = jsonClient(base, { 'x-auth-token': token });
/** A floor call: its own key, refused unless answered 200. */
async function floor(pathname: string, body: unknown, key = randomUUID()) {
  const { status, json } = await send('POST', pathname, body, { 'idempotency-key': key });
  if (status !== 200) throw new Error(`${pathname} ${status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}
const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

/** p50 and p95 of `n` calls after ten to warm up. */
async function timed(n: number, call: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await call(n + i);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await call(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`;
}

try {
  const [wh] = await rowsOf<{ id: number }>(sql`select min(id)::int as id from warehouse`);
  const skus = await rowsOf<{ id: number; no: string }>(
    sql`select id, no from product_sku where warehouse_id = ${wh!.id} order by id limit 40`,
  );
  const locs = await rowsOf<{ id: number; code: string }>(
    sql`select id, code from location where warehouse_id = ${wh!.id} order by id limit 40`,
  );
  const stamp = Date.now().toString(36);
  // Carton labels need bar codes: each bench SKU gets an EAN-13 (GS1's example prefix 0614141), its label the GTIN-14.
  const gtins = skus.map((_, i) => `0${withCheckDigit(`0614141${String(i).padStart(5, '0')}`)}`);
  for (const [i, s] of skus.entries()) {
    await database.db.execute(sql`update product_sku set bar_code = ${gtins[i]!.slice(1)} where id = ${s.id}`);
  }
  const GS = '\u001d';
  const carton = (i: number) => `]C101${gtins[i % gtins.length]}10FB${GS}3001`;
  /** An approved inbound order of `lines` SKUs, `qty` each. */
  const inbound = async (name: string, qty: number, lines = skus.length) => {
    const no = `IB-FB-${stamp}-${name}`;
    const order = (
      await post('/inbound/ib/order/~add', {
        no,
        extRef: no,
        extDocNo: no,
        warehouse: wh!.id,
        postingDate: '2026-11-27',
        items: skus.slice(0, lines).map((s) => ({ sku: s.id, shipQty: qty })),
      })
    ).data as { id: number; no: string; items: { id: number }[] };
    await post('/inbound/ib/order/~approve', { id: order.id });
    return order;
  };

  const rcv = await inbound('rcv', 1_000_000);
  console.log(
    `GS1-128 carton receive: ${await timed(N, (i) => floor('/inbound/ib/order/~scan', { id: rcv.id, code: carton(i) }))}`,
  );

  const store = await inbound('store', 1_000_000);
  console.log(
    `put-away confirm:  ${await timed(N, (i) =>
      floor('/inbound/ib/order/~store', {
        id: store.id,
        items: [
          {
            id: store.items[i % store.items.length]!.id,
            stockQty: 1,
            location: locs[i % locs.length]!.id,
            lotNo: 'FB',
            shipBoxLbl: `FB-${i % 7}`,
          },
        ],
      }),
    )}`,
  );

  // Pick: tasks of 20 items (an order of 20 SKUs, allocated, one picking task), each item scanned once.
  const pickItems: { id: number; location: string; code: string; qty: number }[] = [];
  while (pickItems.length < N + 10) {
    const put = await inbound(`pick${pickItems.length}`, 5, 20);
    await post('/inbound/ib/order/~store', {
      id: put.id,
      items: put.items.map((l, i) => ({ id: l.id, stockQty: 5, location: locs[i]!.id, lotNo: 'FBP', shipBoxLbl: `FBP-${i}` })),
    });
    const ob = (
      await post('/outbound/ob/order/~add', {
        extRef: 'FB',
        extDocNo: 'FB',
        warehouse: wh!.id,
        postingDate: '2026-11-27',
        items: skus.slice(0, 20).map((s) => ({ sku: s.id, qty: 1 })),
      })
    ).data as { id: number };
    await post('/outbound/ob/order/~allocate?strategy=fifo&shortage=always', { ids: [ob.id] });
    const made = await post('/outbound/ob/order/~multi/task/add?task=picking', { ids: [ob.id] });
    const task = (await server.get(`/outbound/ob/task/~item/get?id=${made.data.tasks[0].id}`)).data as {
      items: { id: number; locationLabel: string; skuLabel: string; qty: number }[];
    };
    for (const it of task.items) {
      pickItems.push({ id: it.id, location: it.locationLabel, code: it.skuLabel.split(' ')[0]!, qty: it.qty });
    }
  }
  console.log(
    `pick scan:         ${await timed(N, (i) => {
      const it = pickItems[i]!;
      return floor('/outbound/ob/task/~item/scan', { id: it.id, location: it.location, code: it.code, actQty: it.qty });
    })}`,
  );

  const pallets = await rowsOf<{ id: number; lpn: string; code: string }>(sql`
    select s.id, s.lpn, l2.code from stock s
    join location l2 on l2.warehouse_id = s.warehouse_id and l2.id <> s.location_id
      and l2.code = (select min(code) from location where warehouse_id = s.warehouse_id)
    where s.lpn like 'BLPN%' and s.qoh > 0 and s.qal = 0 and s.location_id <> l2.id
    order by s.id limit ${N + 10}`);
  // Each pallet a label of this console's with its SSCC, as the LPN screens print them; the move scans the SSCC.
  const ssccs: string[] = [];
  for (const p of pallets) {
    const mine = withCheckDigit(`90614141${String(p.id).padStart(9, '0')}`);
    const [row] = await rowsOf<{ sscc: string }>(
      sql`insert into lpn (no, type, qty, sscc) values (${p.lpn}, 'inbound', 1, ${mine})
        on conflict (no) do update set sscc = coalesce(lpn.sscc, excluded.sscc) returning sscc`,
    );
    ssccs.push(row!.sscc);
  }
  console.log(
    `SSCC pallet move:  ${await timed(N, (i) => floor('/inventory/floor/~move', { lpn: `]C100${ssccs[i]}`, to: pallets[i]!.code }))}`,
  );

  // The burst: each handheld a receive order of its own, 10 scans a second, every tenth sent twice, sent by
  // another process (floor-handhelds.ts) so that only the server runs on this one. Handhelds start each at a
  // moment of its own, as workers scan; then once more all in step, every scan of the second at one instant.
  const burst = async (inStep: boolean) => {
    const name = inStep ? 'step' : 'burst';
    const orders = await Promise.all(Array.from({ length: HANDHELDS }, (_, h) => inbound(`${name}${h}`, 1_000_000, 1)));
    const job = {
      base,
      token,
      orders: orders.map((o) => o.id),
      code: carton(0),
      perSecond: PER_SECOND,
      seconds: SECONDS,
      inStep,
    };
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [new URL('./floor-handhelds.ts', import.meta.url).pathname, JSON.stringify(job)],
        { maxBuffer: 64 * 1024 * 1024 },
        (err, stdout) => (err ? reject(err) : resolve(stdout)),
      );
    });
    const { times, sent, failed } = JSON.parse(out) as { times: number[]; sent: number; failed: number };
    const received = await rowsOf<{ n: number }>(sql`
      select coalesce(sum(recv_qty), 0)::int as n from inbound_order_line
      where order_id = any(${`{${orders.map((o) => o.id).join(',')}}`}::int[])`);
    const applied = received[0]!.n;
    times.sort((a, b) => a - b);
    console.log(
      `${inStep ? 'burst in step' : 'burst'}: ${HANDHELDS} handhelds × ${PER_SECOND}/s × ${SECONDS} s = ${sent} scans ` +
        `(${times.length} requests with the retries): applied ${applied}, lost ${Math.max(0, sent - applied)}, ` +
        `applied twice ${Math.max(0, applied - sent)}, failed requests ${failed}, ` +
        `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    );
  };
  await burst(false);
  await burst(true);
} finally {
  await server.close();
  await database.close();
}

// What /floor loads: floor.html's module scripts and everything they import statically, gzip.
const dist = path.resolve(import.meta.dirname, '../../web/dist');
if (fs.existsSync(path.join(dist, 'floor.html'))) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(path.join(dist, file))) return;
    seen.add(file);
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*["']\.?\/?((?:assets\/)?[\w.-]+\.js)["']/g)) {
      visit(m[1]!.startsWith('assets/') ? m[1]! : `assets/${m[1]}`);
    }
  };
  const html = fs.readFileSync(path.join(dist, 'floor.html'), 'utf8');
  for (const m of html.matchAll(/(?:src|href)="\/(assets\/[\w.-]+\.js)"/g)) visit(m[1]!);
  const gz = [...seen].reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  console.log(`/floor JavaScript: ${seen.size} files, ${(gz / 1024).toFixed(1)} kB gzip`);
} else console.log('/floor JavaScript: build apps/web first (npm run build)');
