/**
 * Where a navigation's time goes on the Location list (issue 12): the load's timeline (navigation
 * timing, every script and request with its start and end, when each request was asked for, first
 * rows drawn), the trace's totals by kind for the last run, and a CPU profile of Chromium's main
 * thread summed by script and by function (PROFILE_CPU=0 leaves it out: it slows the page). Run
 * after `npm run bench:web` has loaded the bench database:
 *   DATABASE_URL=postgres://.../wms_bench WEB_DIST=/tmp/dist tsx apps/web/bench/profile-nav.ts
 */
import { startConsole } from '../../../e2e/harness.ts';
import { addTo, type CpuProfile, samplesOf } from './cpuProfile.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wms_bench';
const PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench12345';
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);

const c = await startConsole({ DATABASE_URL: BASE_URL, ADMIN_PASSWORD: PASSWORD });
try {
  const { context, page } = await c.newPage();
  await c.signIn(page, 'admin', PASSWORD);
  page.on('console', (m) => m.text().startsWith('fetch ') && console.log(m.text()));
  // Marks the first row drawn in the page's own clock, so the timeline lines up with resource timing.
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector('.ant-table-tbody tr.ant-table-row')) {
        performance.mark('rows');
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    // When each request is asked for (resource timing gives when it went out): a request late
    // because of the code that sends it shows here.
    const w = window as unknown as { fetches: { url: string; at: number }[] };
    w.fetches = [];
    const orig = window.fetch;
    window.fetch = (input, init) => {
      w.fetches.push({ url: String(input), at: performance.now() });
      return orig(input, init);
    };
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events: { name: string; ph: string; dur?: number; ts: number; tid: number }[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as typeof events));
  });
  const self = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    if (process.env.PROFILE_CPU !== '0') await cdp.send('Profiler.start');
    const traced = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    if (i === RUNS - 1) await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8', transferMode: 'ReportEvents' });
    const t0 = performance.now();
    await page.goto('/setting/location');
    await page.waitForSelector('.ant-table-tbody tr.ant-table-row', { timeout: 60_000 });
    const total = performance.now() - t0;
    if (i === RUNS - 1) {
      await cdp.send('Tracing.end');
      await traced;
      // Top-level main-thread work of the last run, by kind (nested events are inside their parent's).
      const totals = new Map<string, number>();
      for (const e of events) if (e.ph === 'X' && e.dur) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
      if (process.env.PROFILE_TASKS) {
        // The long tasks, in order, with what ran in them: a screen drawn more than once shows here.
        const t0us = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
        for (const e of events)
          if (
            e.ph === 'X' &&
            (e.dur ?? 0) > Number(process.env.PROFILE_TASKS) * 1000 &&
            ['TimerFire', 'FunctionCall', 'EventDispatch', 'v8.evaluateModule', 'UpdateLayoutTree', 'Layout'].includes(e.name)
          )
            console.log(`  task at ${((e.ts - t0us) / 1000).toFixed(0)} ms: ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`);
      }
      console.log('trace totals of the last run (ms; nested events counted in their parents too):');
      for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
    }
    // The first run is cold (V8's code cache is filled by it): not counted.
    if (i === 0) {
      if (process.env.PROFILE_CPU !== '0') await cdp.send('Profiler.stop');
      continue;
    }
    if (process.env.PROFILE_CPU !== '0') {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      for (const { fn, script, ms } of samplesOf(profile)) {
        addTo(self, fn, ms);
        addTo(byScript, script, ms);
      }
    }
    const timeline = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: r.name.replace(location.origin, ''),
        start: r.startTime,
        end: r.responseEnd,
      }));
      const rows = performance.getEntriesByName('rows')[0]?.startTime ?? -1;
      for (const f of (window as unknown as { fetches: { url: string; at: number }[] }).fetches)
        console.log(`fetch ${f.at.toFixed(0)} ${f.url}`);
      return {
        nav: { responseEnd: nav.responseEnd, domInteractive: nav.domInteractive, dcl: nav.domContentLoadedEventEnd },
        res,
        rows,
      };
    });
    console.log(`\nrun ${i}: ${total.toFixed(0)} ms from goto to rows (rows mark at ${timeline.rows.toFixed(0)} ms)`);
    console.log(
      `  html ${timeline.nav.responseEnd.toFixed(0)}, domInteractive ${timeline.nav.domInteractive.toFixed(0)}, DCL ${timeline.nav.dcl.toFixed(0)}`,
    );
    for (const r of timeline.res)
      console.log(`  ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)}  ${r.name.slice(0, 90)}`);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${(v / (RUNS - 1)).toFixed(1).padStart(7)}  ${k}`);
  console.log('\nmain-thread time by script (ms per run):');
  console.log(top(byScript, 20).join('\n'));
  console.log('\nself time by function (ms per run):');
  console.log(top(self, 30).join('\n'));
} finally {
  await c.close();
}
process.exit(0);
