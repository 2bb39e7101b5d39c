/**
 * `npm run bench:web` (issue 3 figures), against the built console served by the real server:
 *  - JavaScript loaded by /login, gzip (goal <= 250 kB);
 *  - JavaScript for the first list screen (Location), gzip;
 *  - with 1,000,000 locations on PostgreSQL (the database `npm run bench` fills): time from
 *    navigation to the first table rows drawn, and from clicking a page to its rows drawn.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { ROOT, startConsole } from '../../../e2e/harness.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_URL = BASE_URL.replace(/\/[^/]*$/, '/wms_bench');
const DIST = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const gzipSize = (urlPath: string) => {
  const file = path.join(DIST, decodeURIComponent(new URL(urlPath).pathname));
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
};

function collectScripts(page: Page) {
  const seen = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') seen.add(r.url());
  });
  return seen;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const sum = (urls: Iterable<string>) => [...urls].reduce((s, u) => s + gzipSize(u), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function bundleFigures() {
  const c = await startConsole();
  try {
    const { page } = await c.newPage();
    const scripts = collectScripts(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    const login = new Set(scripts);
    console.log(`JavaScript loaded by /login: ${kb(sum(login))} gzip in ${login.size} files (goal <= 250 kB)`);
    if (process.env.BENCH_VERBOSE) for (const u of login) console.log(`  ${kb(gzipSize(u))}  ${new URL(u).pathname}`);
    await c.signIn(page);
    scripts.clear();
    await page.goto('/setting/location', { waitUntil: 'networkidle' });
    await page.waitForSelector('.ant-table', { timeout: 30_000 });
    const all = new Set([...login, ...scripts]);
    console.log(`JavaScript for the first list screen (Location), cold cache: ${kb(sum(all))} gzip in ${all.size} files`);
  } finally {
    await c.close();
  }
}

async function rowsFigures() {
  const c = await startConsole({ DATABASE_URL: BENCH_URL });
  try {
    const { page } = await c.newPage();
    // `npm run bench` created this database's admin with its own password.
    await c.signIn(page, 'admin', process.env.BENCH_ADMIN_PASSWORD ?? 'Bench12345');
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const first: number[] = [];
    const paging: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      const t0 = performance.now();
      await page.goto('/setting/location');
      await page.waitForSelector('.ant-table-tbody tr.ant-table-row', { timeout: 60_000 });
      first.push(performance.now() - t0);
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
      paging.push(performance.now() - t1);
    }
    console.log(`1,000,000 locations on PostgreSQL, median of ${RUNS}:`);
    console.log(`  navigation to first rows drawn: ${median(first).toFixed(0)} ms`);
    console.log(`  page click to its rows drawn: ${median(paging).toFixed(0)} ms`);
  } finally {
    await c.close();
  }
}

await bundleFigures();
if (process.env.BENCH_SKIP_PG !== '1') await rowsFigures();
process.exit(0);
