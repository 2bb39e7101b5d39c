import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { apiSetup } from './api-setup.ts';
import type { Console } from './harness.ts';

/**
 * What the floor's journeys share: scans as a keyboard-wedge scanner types them, reads of the API with the
 * desk's session, and outbound orders made ready for their tasks.
 */

/**
 * The least time between two deliberate scans of one code with nothing done between (release, take the next
 * carton, pull): above the floor's 120 ms double-read window (docs/decisions/floor.md "Floor: sturdier scanning").
 */
export const NEXT_CARTON_MS = 150;

/**
 * A scan as a keyboard-wedge scanner sends it: its characters and Enter as key presses, at whatever has focus.
 * The keys are made in one go in the page, so their timeStamps are a scanner's (key presses sent one by one from
 * the test arrive tens of ms apart on a loaded runner and would read as typing). `afterMs` passes that long on the
 * page's own clock first (the next carton reaching the scanner); `stall` keeps the page busy for `ms` before key
 * `at` (a long render on a slow handheld: the keys wait in the queue with their own timeStamps).
 */
export async function scan(page: Page, code: string, opts: { afterMs?: number; stall?: { at: number; ms: number } } = {}) {
  await page.evaluate(
    ({ text, afterMs, stall }) => {
      const busy = (ms: number) => {
        const until = performance.now() + ms;
        while (performance.now() < until) {
          // The page's clock runs on; nothing else does.
        }
      };
      busy(afterMs);
      const target = document.activeElement ?? document.body;
      const keys = [...text, 'Enter'].map(
        (key) => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }),
      );
      keys.forEach((event, i) => {
        if (stall && i === stall.at) busy(stall.ms);
        target.dispatchEvent(event);
      });
    },
    { text: code, afterMs: opts.afterMs ?? 0, stall: opts.stall },
  );
}

/** GETs of the API with the desk's session, and the ledger check every journey ends with. */
export function deskReads(c: Console, desk: { context: BrowserContext }) {
  const get = async (url: string) => {
    const token = (await desk.context.cookies()).find((x) => x.name === 'TOKEN')!.value;
    return (await fetch(`${c.baseUrl}${url}`, { headers: { 'x-auth-token': token } })).json();
  };
  return {
    /** The reply's data. */
    read: async (url: string) => (await get(url)).data,
    async noDrift() {
      expect((await get('/inventory/stock/_drift')).data.rows).toEqual([]);
    },
  };
}

/** An outbound order of `items`, allocated first in first out, and a maker of its tasks (their details). */
export async function allocatedOrder(
  api: ReturnType<typeof apiSetup>,
  read: (url: string) => Promise<any>,
  ref: string,
  warehouse: number,
  items: { sku: number; qty: number }[],
) {
  const order = (
    await api.post('/outbound/ob/order/~add', { extRef: ref, extDocNo: ref, warehouse, postingDate: '2026-11-27', items })
  ).data;
  await api.post('/outbound/ob/order/~allocate?strategy=fifo&shortage=error', { ids: [order.id] });
  const task = async (type: string) => {
    const made = await api.post(`/outbound/ob/order/~multi/task/add?task=${type}`, { ids: [order.id] });
    return read(`/outbound/ob/task/~item/get?id=${made.data.tasks[0].id}`);
  };
  return { order, task };
}

/** Opens a count task by its sheet's number: from the list, or from inside the task the screen reopened. */
export async function openCount(page: Page, no: string) {
  await page.goto('/floor/count');
  await page
    .getByText(/^(扫描盘点单号或从列表选择|扫描库位)$/)
    .first()
    .waitFor();
  await scan(page, no);
  await page.getByText(no, { exact: true }).first().waitFor();
  await page.getByText('扫描库位', { exact: true }).waitFor();
}

/** The floor's put-away of an order's line by scans: the order, the box label or SKU, then the location to confirm. */
export async function floorPutAway(page: Page, orderNo: string, code: string, location: string) {
  await page.goto('/floor/putaway');
  await page.getByText('扫描入库单号或选择待上架的入库单').waitFor();
  await scan(page, orderNo);
  await page.getByText('扫描箱标签或 SKU').waitFor();
  await scan(page, code);
  await page.getByText('扫描库位确认').waitFor();
  await scan(page, location);
  await page.locator('.floor-feedback', { hasText: `已上架到 ${location}` }).waitFor();
}
