/**
 * `npm run bench:web` (issues 3 and 12 figures), against the built console served by the real server:
 *  - JavaScript loaded by /login, gzip (goal <= 250 kB);
 *  - JavaScript for the first list screen (Location), cold cache, gzip (goal < 350 kB); the CSS, all of it
 *    loaded by /login;
 *  - bytes on the wire (issue 26 item 17: bodies as sent, compressed or not, and headers, as Chromium
 *    counts them): /login, cold cache (goal < 300 kB), with brotli as Chromium offers it to localhost and
 *    https, and with gzip only, as it asks over plain HTTP to a LAN address; then the first list screen;
 *  - with 1,000,000 locations on PostgreSQL: time from navigation to the first table rows drawn
 *    (goal < 800 ms), and from clicking a page to its rows drawn (goal < 300 ms). Measured in the
 *    page's own clock, as a user meets them: from the navigation's start, and from the pointer going
 *    down on the page number, to the first frame drawn after the rows entered the table (a
 *    MutationObserver, then the frame after). The harness's view (Node's clock around playwright's
 *    goto/click and its wait for the rows, which adds its protocol round trips and polling) is printed
 *    beside it, with the click split into click to request sent, the request, and reply to rows
 *    drawn. Medians of BENCH_RUNS (5).
 * The database is DATABASE_URL when its name contains "bench" (so parallel runs keep their own),
 * else `wms_bench` on its server; it is migrated and loaded with the locations when short of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { ROOT, startConsole } from '../../../e2e/harness.ts';
import { seedLocations } from '../../server/bench/seed-locations.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { runMigrations } from '../../server/src/db/migrate.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbOf = (url: string) => url.replace(/^.*\//, '').replace(/\?.*$/, '');
const BENCH_NAME = /bench/i.test(dbOf(BASE_URL)) ? dbOf(BASE_URL) : 'wms_bench';
const BENCH_URL = BASE_URL.replace(/\/[^/?]*(?=\?|$)/, `/${BENCH_NAME}`);
const ROWS = Number(process.env.BENCH_PG_ROWS ?? 1_000_000);
const PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench12345';
const DIST = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const gzipSize = (urlPath: string) => {
  const file = path.join(DIST, decodeURIComponent(new URL(urlPath).pathname));
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
};

function collect(page: Page, type: 'script' | 'stylesheet') {
  const seen = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === type) seen.add(r.url());
  });
  return seen;
}

/**
 * What Chromium received for each response: headers and body as sent (compressed or not). The page can be
 * network-idle while bodies still arrive (seen under load), so a figure waits for every request started
 * since the last one to finish or fail.
 */
function wire(page: Page) {
  let started = 0;
  let failed = 0;
  let sizes: Promise<{ bytes: number; encoding?: string }>[] = [];
  let settled: (() => void) | undefined;
  const check = () => {
    if (sizes.length + failed === started) settled?.();
  };
  page.on('request', () => started++);
  page.on('requestfailed', () => {
    failed++;
    check();
  });
  page.on('requestfinished', (r) => {
    sizes.push(
      Promise.all([r.sizes(), r.response()])
        .then(([s, res]) => ({
          bytes: s.responseHeadersSize + s.responseBodySize,
          encoding: res?.headers()['content-encoding'],
        }))
        // A request that finishes as its page closes has nothing left to tell.
        .catch(() => ({ bytes: 0 })),
    );
    check();
  });
  return async () => {
    const all = new Promise<void>((resolve) => {
      settled = resolve;
    });
    check();
    await Promise.race([all, page.waitForTimeout(30_000)]);
    const done = await Promise.all(sizes);
    [started, failed, sizes] = [0, 0, []];
    const bytes = done.reduce((n, d) => n + d.bytes, 0);
    const encodings = [...new Set(done.flatMap((d) => (d.encoding ? [d.encoding] : [])))];
    return `${kb(bytes)} in ${done.length} responses (${encodings.join(', ') || 'uncompressed'})`;
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const sum = (urls: Iterable<string>) => [...urls].reduce((s, u) => s + gzipSize(u), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function bundleFigures() {
  const c = await startConsole();
  try {
    const { page } = await c.newPage();
    const scripts = collect(page, 'script');
    const sheets = collect(page, 'stylesheet');
    const sent = wire(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    console.log(`/login on the wire, cold cache: ${await sent()} (goal < 300 kB)`);
    const lan = await c.newPage();
    await lan.context.setExtraHTTPHeaders({ 'accept-encoding': 'gzip, deflate' });
    const lanSent = wire(lan.page);
    await lan.page.goto('/login', { waitUntil: 'networkidle' });
    console.log(`  with gzip only (plain HTTP to a LAN address): ${await lanSent()}`);
    await lan.context.close();
    const login = new Set(scripts);
    console.log(`JavaScript loaded by /login: ${kb(sum(login))} gzip in ${login.size} files (goal <= 250 kB)`);
    // antd's static sheet is most of it (zero-runtime theme); loaded once, by /login, for every screen.
    console.log(`CSS loaded by /login: ${kb(sum(sheets))} gzip in ${sheets.size} files`);
    if (process.env.BENCH_VERBOSE) for (const u of login) console.log(`  ${kb(gzipSize(u))}  ${new URL(u).pathname}`);
    await c.signIn(page);
    await page.waitForLoadState('networkidle');
    scripts.clear();
    await sent();
    await page.goto('/setting/location', { waitUntil: 'networkidle' });
    await page.waitForSelector('.ant-table', { timeout: 30_000 });
    console.log(`The first list screen (Location) after signing in, on the wire: ${await sent()}`);
    const all = new Set([...login, ...scripts]);
    console.log(
      `JavaScript for the first list screen (Location), cold cache: ${kb(sum(all))} gzip in ${all.size} files (goal < 350 kB)`,
    );
    if (process.env.BENCH_VERBOSE) {
      const bySize = [...all].filter((u) => !login.has(u)).sort((a, b) => gzipSize(b) - gzipSize(a));
      for (const u of bySize) console.log(`  ${kb(gzipSize(u))}  ${new URL(u).pathname}`);
    }
  } finally {
    await c.close();
  }
}

/** Migrates the bench database and loads the locations unless it holds them (several minutes the first time). */
async function prepareDatabase() {
  const database = await openDatabase({ databaseUrl: BENCH_URL, poolSize: 4 });
  try {
    await runMigrations(database);
    const t0 = performance.now();
    await seedLocations(database.db, ROWS);
    const s = (performance.now() - t0) / 1000;
    if (s > 5) console.log(`loaded ${ROWS.toLocaleString('en')} locations in ${s.toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

async function rowsFigures() {
  await prepareDatabase();
  // The same admin password as `npm run bench`, whichever of the two created the account.
  const c = await startConsole({ DATABASE_URL: BENCH_URL, ADMIN_PASSWORD: PASSWORD });
  try {
    const { page } = await c.newPage();
    await c.signIn(page, 'admin', PASSWORD);
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const first: number[] = [];
    const paging: number[] = [];
    const toRequest: number[] = [];
    const inFlight: number[] = [];
    const toRows: number[] = [];
    let sent = 0;
    let replied = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/~page/get')) sent = performance.now();
    });
    // In the page: when the first row, or a row other than the first one before, is drawn. A
    // MutationObserver sees the rows enter; the frame after them (a rAF, then a task once it painted)
    // is when they are on screen. `pointerdown` marks a click's start in the page's clock.
    await page.addInitScript(() => {
      const w = window as unknown as { wmsBench: { down: number; drawn: number; first: string } };
      w.wmsBench = { down: -1, drawn: -1, first: '' };
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      new MutationObserver(() => {
        const row = document.querySelector('.ant-table-tbody tr.ant-table-row');
        if (!row || row.textContent === w.wmsBench.first || w.wmsBench.drawn >= 0) return;
        w.wmsBench.first = row.textContent ?? '';
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => {
            w.wmsBench.drawn = performance.now();
          };
          ch.port2.postMessage(0);
        });
      }).observe(document, { childList: true, subtree: true, characterData: true });
      addEventListener(
        'pointerdown',
        () => {
          w.wmsBench.down = performance.now();
          w.wmsBench.drawn = -1;
        },
        true,
      );
    });
    const inPage = () =>
      page
        .waitForFunction(() => {
          const b = (window as unknown as { wmsBench: { down: number; drawn: number } }).wmsBench;
          return b.drawn >= 0 ? { down: b.down, drawn: b.drawn } : null;
        })
        .then((h) => h.jsonValue() as Promise<{ down: number; drawn: number }>);
    const firstDrawn: number[] = [];
    const clickDrawn: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/~page/get')) replied = performance.now();
    });
    for (let i = 0; i < RUNS; i++) {
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      const t0 = performance.now();
      await page.goto('/setting/location');
      await page.waitForSelector('.ant-table-tbody tr.ant-table-row', { timeout: 60_000 });
      first.push(performance.now() - t0);
      firstDrawn.push((await inPage()).drawn);
      const before = await page.locator('.ant-table-tbody tr.ant-table-row').first().innerText();
      const t1 = performance.now();
      await page
        .locator(`.ant-pagination-item-${2 + (i % 2)}`)
        .first()
        .click();
      await page.waitForFunction(
        (prev) => {
          const row = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement | null;
          return !!row && row.innerText !== prev;
        },
        before,
        { timeout: 60_000 },
      );
      const t2 = performance.now();
      const click = await inPage();
      clickDrawn.push(click.drawn - click.down);
      paging.push(t2 - t1);
      toRequest.push(sent - t1);
      inFlight.push(replied - sent);
      toRows.push(t2 - replied);
    }
    console.log(`1,000,000 locations on PostgreSQL, median of ${RUNS}:`);
    console.log(`  navigation to first rows drawn: ${median(firstDrawn).toFixed(0)} ms (goal < 800)`);
    console.log(`  page click to its rows drawn: ${median(clickDrawn).toFixed(0)} ms (goal < 300)`);
    console.log(`  as the harness sees them (Node's clock around playwright's goto/click and its wait for the rows):`);
    console.log(`    navigation to first rows drawn: ${median(first).toFixed(0)} ms`);
    console.log(`    page click to its rows drawn: ${median(paging).toFixed(0)} ms`);
    console.log(
      `      click to request sent ${median(toRequest).toFixed(0)} ms, request ${median(inFlight).toFixed(0)} ms, reply to rows drawn ${median(toRows).toFixed(0)} ms`,
    );
  } finally {
    await c.close();
  }
}

console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await bundleFigures();
if (process.env.BENCH_SKIP_PG !== '1') await rowsFigures();
process.exit(0);
