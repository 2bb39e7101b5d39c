export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** p50 and p95 of `n` runs after `warm` unmeasured ones (a server's code runs optimised only after some calls). */
export async function timeMany(
  n: number,
  fn: () => Promise<unknown>,
  warm = Math.min(10, n),
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warm; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** `concurrency` loops, each sending one request after another, for `seconds`. */
export async function throughput(concurrency: number, seconds: number, fn: () => Promise<unknown>): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await fn();
        done++;
      }
    }),
  );
  return done / seconds;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Times two calls taking turns, `n` runs each after a warm-up, so both meet the same load on a
 * shared machine (run one after the other, a busy minute would count against one side only).
 */
export async function timeAlternating(
  n: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  warm = Math.min(10, n),
): Promise<[{ p50: number; p95: number }, { p50: number; p95: number }]> {
  for (let i = 0; i < warm; i++) {
    await a();
    await b();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const [fn, times] of i % 2
      ? ([
          [b, tb],
          [a, ta],
        ] as const)
      : ([
          [a, ta],
          [b, tb],
        ] as const)) {
      const t0 = performance.now();
      await fn();
      times.push(performance.now() - t0);
    }
  }
  const sum = (t: number[]) => {
    t.sort((x, y) => x - y);
    return { p50: percentile(t, 50), p95: percentile(t, 95) };
  };
  return [sum(ta), sum(tb)];
}
