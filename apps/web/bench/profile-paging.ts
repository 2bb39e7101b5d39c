/**
 * Where a page click's time goes on the Location list (issue 12): a CPU profile of Chromium's main
 * thread (CDP Profiler) from the click to the new rows drawn, summed by function (self time), plus
 * the trace's style/layout totals. Run after `npm run bench:web` has loaded the bench database:
 *   DATABASE_URL=postgres://.../bench_h3 WEB_DIST=/tmp/dist tsx apps/web/bench/profile-paging.ts
 */
import { startConsole } from '../../../e2e/harness.ts';
import { addTo, type CpuProfile, samplesOf } from './cpuProfile.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wms_bench';
const PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench12345';
const CLICKS = Number(process.env.PROFILE_CLICKS ?? 4);

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
}

const c = await startConsole({ DATABASE_URL: BASE_URL, ADMIN_PASSWORD: PASSWORD });
try {
  const { context, page } = await c.newPage();
  await c.signIn(page, 'admin', PASSWORD);
  await page.goto('/setting/location');
  await page.waitForSelector('.ant-table-tbody tr.ant-table-row', { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const traced = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/~page/get')) sent = performance.now();
  });
  for (let i = 0; i < CLICKS; i++) {
    const before = await page.locator('.ant-table-tbody tr.ant-table-row').first().innerText();
    const t1 = performance.now();
    await page
      .locator(`.ant-pagination-item-${2 + (i % 2)}`)
      .first()
      .click();
    await page.waitForFunction(
      (prev) => (document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement | null)?.innerText !== prev,
      before,
    );
    console.log(`click ${i}: request after ${(sent - t1).toFixed(0)} ms, rows after ${(performance.now() - t1).toFixed(0)} ms`);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await cdp.send('Tracing.end');
  await traced;

  const self = new Map<string, number>();
  for (const { fn, ms } of samplesOf(profile)) addTo(self, fn, ms);
  console.log('\nself time by function (ms, all clicks):');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  const totals = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.dur) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
  console.log('\ntrace totals (ms, all clicks):');
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
} finally {
  await c.close();
}
process.exit(0);
