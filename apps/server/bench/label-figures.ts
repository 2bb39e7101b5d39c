import { lpnLabelsPdf, lpnLabelsZpl } from '../src/modules/print/lpn-labels.ts';
import { buildSscc } from '../src/modules/print/sscc.ts';

/** The label figures of issue 9, shared by `bench:labels` and `bench:stock`. */
export const LABEL_RUNS = 5;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function sampleLabels(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    no: `LPN261122${String(i + 1).padStart(6, '0')}`,
    sscc: buildSscc('0', '0614141', i + 1),
    qty: 1,
    packType: '托盘',
  }));
}
const opts = { lang: 'zh' as const, prefixLength: 7 };

/** Lays out `n` labels (print module only, no database): median time of LABEL_RUNS after a warm-up, and size. */
export async function labelLayout(n: number) {
  const labels = sampleLabels(n);
  await lpnLabelsPdf(labels.slice(0, 1), opts);
  const times: number[] = [];
  let size = 0;
  for (let r = 0; r < LABEL_RUNS; r++) {
    const t0 = performance.now();
    size = (await lpnLabelsPdf(labels, opts)).length;
    times.push(performance.now() - t0);
  }
  return { ms: median(times), bytes: size };
}

/**
 * The whole call that generates and prints `n` labels (`GET /inbound/ib/lpn/~add?qty=n&print=1`),
 * through `call` (inject or HTTP), median of LABEL_RUNS after a warm-up.
 */
export async function labelCall(
  n: number,
  call: (url: string) => Promise<{ status: number; bytes: number; body: () => string }>,
) {
  const url = `/inbound/ib/lpn/~add?qty=${n}&print=1`;
  await call(url);
  const times: number[] = [];
  let bytes = 0;
  for (let r = 0; r < LABEL_RUNS; r++) {
    const t0 = performance.now();
    const res = await call(url);
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${res.status} ${res.body()}`);
    bytes = res.bytes;
  }
  return { ms: median(times), bytes };
}

export const zplBytes = (n: number) => Buffer.byteLength(lpnLabelsZpl(sampleLabels(n), opts));
