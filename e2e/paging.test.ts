import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, listLoaded, pagerTotal } from './ui.ts';

/**
 * Paging through a large list (issue 12): a few thousand locations of a warehouse of the test's
 * own, walked page by page through the pager. Each page must hold exactly the rows the sort puts
 * there (no gap, no repeat across pages), the pager must count them all, and the URL must keep
 * the table state (back returns to the previous page). No timing is asserted.
 */

const ROWS = 2021;
const LENGTH = 50;
const PAGES = Math.ceil(ROWS / LENGTH);

let c: Console;
let page: Page;
let warehouse: number;
/** Row ids in code order. */
let byCode: number[];

const post = (path: string, body: unknown) => apiPost(page, c.baseUrl, path, body);

/** Runs `job` over `items`, `n` at a time. */
async function inParallel<T>(items: T[], n: number, job: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await job(items[next++]!);
    }),
  );
}

beforeAll(async () => {
  c = await startConsole();
  ({ page } = await c.newPage());
  await c.signIn(page);
  warehouse = (await post('/setting/warehouse/~add', { code: 'PAGING', name: 'Paging test' })).data.id;
  // Codes in an order of their own (not the order they are added in), so the sort has work to do.
  const codes = Array.from({ length: ROWS }, (_, i) => `PG-${String((i * 7919) % ROWS).padStart(5, '0')}`);
  const ids = new Map<string, number>();
  await inParallel(codes, 8, async (code) => {
    const reply = await post('/setting/location/~add', { code, warehouse, type: 'store' });
    ids.set(code, reply.data.id);
  });
  byCode = [...ids.keys()].sort().map((code) => ids.get(code)!);
}, 300_000);

afterAll(async () => {
  await c?.close();
});

/** Row keys (ids) of the rows the list shows, top to bottom. */
const shownIds = () =>
  page.$$eval('.ant-table-tbody tr.ant-table-row[data-row-key]', (trs) =>
    trs.map((tr) => Number(tr.getAttribute('data-row-key'))),
  );

const pageParam = () => Number(new URL(page.url()).searchParams.get('page') ?? '1');

describe('paging a large list', () => {
  it('shows each page of the sort, with no gap or repeat, and the right total', async () => {
    const filter = JSON.stringify([{ field: 'warehouse', operator: 'eq', value: warehouse }]);
    await page.goto(`/setting/location?prop=code&order=asc&length=${LENGTH}&filter=${encodeURIComponent(filter)}`);
    await listLoaded(page);
    expect(await pagerTotal(page)).toBe(ROWS);

    const seen: number[] = [];
    for (let p = 1; p <= PAGES; p++) {
      const want = byCode.slice((p - 1) * LENGTH, p * LENGTH);
      await expect.poll(shownIds, { timeout: 30_000 }).toEqual(want);
      expect(pageParam()).toBe(p);
      seen.push(...want);
      if (p < PAGES) await page.locator('.ant-pagination-next').first().click();
    }
    expect(seen).toEqual(byCode);
    expect(new Set(seen).size).toBe(ROWS);
    // The last page holds what is left over.
    expect((await shownIds()).length).toBe(ROWS - (PAGES - 1) * LENGTH);

    // The table state lives in the URL: back is the page before, reload shows the same page.
    await page.goBack();
    await expect.poll(shownIds, { timeout: 30_000 }).toEqual(byCode.slice((PAGES - 2) * LENGTH, (PAGES - 1) * LENGTH));
    expect(pageParam()).toBe(PAGES - 1);
    await page.reload();
    await listLoaded(page);
    expect(await shownIds()).toEqual(byCode.slice((PAGES - 2) * LENGTH, (PAGES - 1) * LENGTH));
    expect(await pagerTotal(page)).toBe(ROWS);
  }, 300_000);

  it('jumps to a page and reverses the sort from the column header', async () => {
    await page.locator('.ant-pagination-item-1').first().click();
    await expect.poll(shownIds, { timeout: 30_000 }).toEqual(byCode.slice(0, LENGTH));
    await page.locator('.ant-pagination-item-5').first().click();
    await expect.poll(shownIds, { timeout: 30_000 }).toEqual(byCode.slice(4 * LENGTH, 5 * LENGTH));

    // A new sort starts again from page 1: the highest codes first.
    const codeHeader = page.locator('.ant-table-thead th.ant-table-column-has-sorters').first();
    await codeHeader.click();
    const desc = [...byCode].reverse();
    await expect.poll(shownIds, { timeout: 30_000 }).toEqual(desc.slice(0, LENGTH));
    expect(new URL(page.url()).searchParams.get('order')).toBe('desc');
    expect(pageParam()).toBe(1);
    await page.locator('.ant-pagination-item-2').first().click();
    await expect.poll(shownIds, { timeout: 30_000 }).toEqual(desc.slice(LENGTH, 2 * LENGTH));
  }, 120_000);
});
