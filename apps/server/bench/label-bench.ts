/**
 * `npm run bench:labels` (issue 9 figure): the label PDF for 100 inbound LPNs (`BENCH_LABELS` to change).
 *  - layout only (print module, no database): time per PDF (median of 5 after a warm-up) and size;
 *  - the whole call `GET /inbound/ib/lpn/~add?qty=100&print=1` (numbers, SSCCs, rows, PDF) on the
 *    embedded database (or DATABASE_URL), median of 5;
 *  - the same 100 labels as ZPL: size.
 */

import { lpnLabelsPdf, lpnLabelsZpl } from '../src/modules/print/lpn-labels.ts';
import { buildSscc } from '../src/modules/print/sscc.ts';
import { createTestApp } from '../src/test/harness.ts';

const N = Number(process.env.BENCH_LABELS ?? 100);
const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const labels = Array.from({ length: N }, (_, i) => ({
  no: `LPN261122${String(i + 1).padStart(6, '0')}`,
  sscc: buildSscc('0', '0614141', i + 1),
  qty: 1,
  packType: '托盘',
}));
const opts = { lang: 'zh' as const, prefixLength: 7 };

await lpnLabelsPdf(labels.slice(0, 1), opts);
const times: number[] = [];
let size = 0;
for (let r = 0; r < RUNS; r++) {
  const t0 = performance.now();
  size = (await lpnLabelsPdf(labels, opts)).length;
  times.push(performance.now() - t0);
}
console.log(`label PDF, ${N} LPNs, layout only: ${median(times).toFixed(0)} ms (median of ${RUNS}), ${kib(size)}`);

const t = await createTestApp();
try {
  const token = await t.login();
  const call = () =>
    t.app.inject({ method: 'GET', url: `/inbound/ib/lpn/~add?qty=${N}&print=1`, headers: { 'x-auth-token': token } });
  await call();
  const apiTimes: number[] = [];
  let apiSize = 0;
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    const res = await call();
    apiTimes.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    apiSize = res.rawPayload.length;
  }
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `GET /inbound/ib/lpn/~add?qty=${N}&print=1 (${db}): ${median(apiTimes).toFixed(0)} ms (median of ${RUNS}), ${kib(apiSize)}`,
  );
} finally {
  await t.close();
}
console.log(`ZPL, ${N} LPNs: ${kib(Buffer.byteLength(lpnLabelsZpl(labels, opts)))}`);
