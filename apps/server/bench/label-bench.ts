/**
 * `npm run bench:labels` (issue 9 figure): the label PDF for 100 inbound LPNs (`BENCH_LABELS` to change).
 *  - layout only (print module, no database): time per PDF (median of 5 after a warm-up) and size;
 *  - the whole call `GET /inbound/ib/lpn/~add?qty=100&print=1` (numbers, SSCCs, rows, PDF) on the
 *    embedded database (or DATABASE_URL), median of 5;
 *  - the same 100 labels as ZPL: size.
 */

import { createTestApp } from '../src/test/harness.ts';
import { kib, LABEL_RUNS, labelCall, labelLayout, zplBytes } from './label-figures.ts';

const N = Number(process.env.BENCH_LABELS ?? 100);

const layout = await labelLayout(N);
console.log(`label PDF, ${N} LPNs, layout only: ${layout.ms.toFixed(0)} ms (median of ${LABEL_RUNS}), ${kib(layout.bytes)}`);

const t = await createTestApp();
try {
  const token = await t.login();
  const api = await labelCall(N, async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    return { status: res.statusCode, bytes: res.rawPayload.length, body: () => res.body };
  });
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `GET /inbound/ib/lpn/~add?qty=${N}&print=1 (${db}): ${api.ms.toFixed(0)} ms (median of ${LABEL_RUNS}), ${kib(api.bytes)}`,
  );
} finally {
  await t.close();
}
console.log(`ZPL, ${N} LPNs: ${kib(zplBytes(N))}`);
