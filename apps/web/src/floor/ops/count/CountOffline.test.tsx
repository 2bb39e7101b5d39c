/** Counting with the network cut: scans resolved from the task kept on the device, counts queued, a reload survived. */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import { localQueueStorage } from '../../scan/queueStorage.ts';
import type { QueuedCall, ScanQueue, SendResult } from '../../scan/scanQueue.ts';
import { loadFloorStrings } from '../../strings.ts';
import { countItem, countTask } from './countFixtures.ts';
import type { CountItem } from './countTasks.ts';

const api = vi.hoisted(() => ({
  get: vi.fn<(url: string) => Promise<unknown>>(),
  post: vi.fn<(url: string, body?: unknown) => Promise<unknown>>(),
  send: vi.fn<(call: QueuedCall) => Promise<SendResult>>(),
  /** The outbox of the page now: a reload makes a new one from what was saved. */
  outbox: { queue: undefined as ScanQueue | undefined },
}));
vi.mock('../../floorApi.ts', async (actual) => ({
  ...(await actual<typeof import('../../floorApi.ts')>()),
  floorGet: api.get,
  floorPost: api.post,
  get floorQueue() {
    return api.outbox.queue;
  },
}));
const { FloorApiError } = await import('../../floorApi.ts');
const { createScanQueue } = await import('../../scan/scanQueue.ts');
const { banner, openFloor, scan: scanInto, settle } = await import('../screenTesting.tsx');

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);
const GS = '\u001d';

const item = (id: number, location: string, sku: string, more: Partial<CountItem> = {}) =>
  countItem(id, location, sku, { book: 12, ...more });
const task = countTask([
  item(1, 'A-01', 'SKU1', { barCode: '6901234567892' }),
  item(2, 'A-01', 'SKU2', { lotNo: 'L1', barCode: '036000291452' }),
  item(3, 'A-01', 'SKU2', { lotNo: 'L2', barCode: '036000291452', lpn: '034567890123456786' }),
  item(4, 'B-01', 'SKU3', { barCode: '96385074', lpn: 'LPN-7' }),
]);
const { items: _, bookShown: __, ...head } = task;

let online = true;
const network = () => Promise.reject(new FloorApiError('network', 0));
const newOutbox = () =>
  createScanQueue({ send: (call) => api.send(call), storage: localQueueStorage('test'), online: () => online });
/** A page load: the outbox as saved, the count screen anew. */
function reload() {
  cleanup();
  api.outbox.queue?.dispose();
  api.outbox.queue = newOutbox();
  openFloor('/floor/count');
}
const outbox = () => api.outbox.queue!.snapshot();
const bodies = () => outbox().items.map((c) => (c.body as { items: unknown[] }).items[0]);

const scan = (prompt: string, code: string) => scanInto(t(prompt), code);
const confirm = () => fireEvent.click(screen.getByRole('button', { name: t('floor.count.confirm') }));
const session = () => screen.getByRole('region', { name: t('floor.count.session') });

function cutNetwork() {
  online = false;
  api.get.mockImplementation(network);
  api.post.mockImplementation(network);
}

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
  api.post.mockResolvedValue({ data: { rows: [head] } });
  api.get.mockImplementation(async (url) => {
    if (url.includes('/~item/get')) return { data: task };
    throw new FloorApiError('unknown', 400);
  });
  api.outbox.queue = newOutbox();
});
afterEach(() => {
  cleanup();
  api.outbox.queue?.dispose();
  localStorage.clear();
  clearSession();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

/** The task opened once online (kept on the device), then the network cut. */
async function openedThenCut() {
  openFloor('/floor/count');
  await settle();
  fireEvent.click(screen.getByRole('button', { name: /CT260101000003/ }));
  await settle();
  cutNetwork();
}

describe('count offline', () => {
  it('resolves every form of code from the task on the device and queues the counts', async () => {
    await openedThenCut();
    scan('floor.count.scanLocation', 'A-01');
    await settle();
    expect(banner().textContent).toBe(t('floor.count.atLocation', { code: 'A-01' }));

    // GS1-128, the EAN-13 on file as GTIN-14, a carton of 24.
    scan('floor.count.scanSku', `]C10106901234567892${GS}3024`);
    await settle();
    expect((screen.getByTestId('qty-input') as HTMLInputElement).value).toBe('24');
    confirm();

    // GS1 DataMatrix of the UPC-A on file, naming lot L1 among the place's two.
    scan('floor.count.scanSku', ']d2010003600029145210L1');
    await settle();
    expect(screen.getByRole('button', { name: /L1/ }).getAttribute('aria-pressed')).toBe('true');
    confirm();

    // Our pallet label (00 + SSCC) names its item's SKU and lot; a Digital Link of the same lot adds one.
    scan('floor.count.scanSku', '00034567890123456786');
    await settle();
    scan('floor.count.scanAgain', 'https://id.gs1.org/01/00036000291452/10/L2');
    await settle();
    expect((screen.getByTestId('qty-input') as HTMLInputElement).value).toBe('2');
    confirm();

    // (AI) text of the EAN-8 on file: a SKU of the task not booked here is found stock.
    scan('floor.count.scanSku', '(01)00000096385074(30)6');
    await settle();
    expect(banner().textContent).toBe(t('floor.count.found', { sku: 'SKU3', location: 'A-01' }));
    confirm();

    // The next shelf, a plain LPN there.
    scan('floor.count.scanSku', 'B-01');
    await settle();
    expect(banner().textContent).toBe(t('floor.count.switched', { code: 'B-01' }));
    scan('floor.count.scanSku', 'LPN-7');
    await settle();
    fireEvent.change(screen.getByTestId('qty-input'), { target: { value: '3' } });
    confirm();

    // Not among the task's items and no server to ask: said, nothing queued.
    scan('floor.count.scanSku', 'ZZ-99');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.count.offlineUnknown', { code: 'ZZ-99' }));

    expect(api.get).not.toHaveBeenCalledWith(expect.stringContaining('~scan'));
    expect(api.send).not.toHaveBeenCalled();
    expect(outbox().pending).toBe(5);
    expect(bodies()).toEqual([
      { location: 'A-01', sku: 'SKU1', qty: 24 },
      { location: 'A-01', sku: 'SKU2', qty: 1, lotNo: 'L1' },
      { location: 'A-01', sku: 'SKU2', qty: 2, lotNo: 'L2' },
      { location: 'A-01', sku: 'SKU3', qty: 6 },
      { location: 'B-01', sku: 'SKU3', qty: 3 },
    ]);
    expect(within(session()).getAllByText(t('floor.count.status.sent'))).toHaveLength(5);
  });

  it('after a reload offline shows the task and its queued counts, and sends them once the network is back', async () => {
    await openedThenCut();
    scan('floor.count.scanLocation', 'A-01');
    await settle();
    scan('floor.count.scanSku', '6901234567892');
    await settle();
    confirm();
    scan('floor.count.scanSku', 'SKU2');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /L2/ }));
    confirm();
    const keys = outbox().items.map((c) => c.key);

    reload();
    await settle();
    expect(screen.getByText(task.no)).toBeTruthy();
    expect(screen.getByLabelText(t('floor.count.scanLocation'))).toBeTruthy();
    expect(screen.getByTestId('offline-hint')).toBeTruthy();
    expect(within(session()).getAllByText(t('floor.count.status.sent'))).toHaveLength(2);
    expect(within(session()).getByText(t('floor.count.line', { sku: 'SKU2', qty: 1 }))).toBeTruthy();
    // Scans still resolve from the kept task.
    scan('floor.count.scanLocation', 'A-01');
    await settle();
    expect(screen.getByRole('region', { name: t('floor.count.items', { code: 'A-01' }) }).textContent).toContain('SKU1');

    const counted = { ...task, status: 20, countedCount: 2 };
    counted.items = task.items.map((i) => (i.id === 1 ? { ...i, counted: 1 } : i.id === 3 ? { ...i, counted: 1 } : i));
    api.send.mockResolvedValue({ kind: 'ok', reply: { action: 'ok', data: counted } });
    api.post.mockResolvedValue({ data: { rows: [head] } });
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    for (let i = 0; i < 4; i++) await settle();

    // Sent once each, under the keys made at the scans, in order.
    expect(api.send.mock.calls.map(([call]) => call.key)).toEqual(keys);
    expect(outbox().items).toEqual([]);
    expect(within(session()).getAllByText(t('floor.count.status.ok'))).toHaveLength(2);
    expect(screen.queryByTestId('offline-hint')).toBeNull();
    const shelf = screen.getByRole('region', { name: t('floor.count.items', { code: 'A-01' }) });
    expect(shelf.textContent).toContain(t('floor.count.counted', { counted: 1 }));
  });

  it('comes back to the task after a reload with the network up, and leaves it on "done"', async () => {
    openFloor('/floor/count');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /CT260101000003/ }));
    await settle();
    reload();
    await settle();
    expect(screen.getByLabelText(t('floor.count.scanLocation'))).toBeTruthy();
    expect(screen.queryByTestId('offline-hint')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('floor.count.done') }));
    await settle();
    reload();
    await settle();
    expect(screen.getByLabelText(t('floor.count.scanTask'))).toBeTruthy();
  });

  it('online, asks the server with the code as scanned and falls back on the items where it names nothing', async () => {
    api.get.mockImplementation(async (url) => {
      if (url.includes('/~item/get')) return { data: task };
      const code = new URL(url, 'http://x').searchParams.get('code');
      if (code === 'A-01') return { data: { kind: 'location', code: 'A-01' } };
      if (code === '(01)06901234567892(30)12') return { data: { kind: 'sku', code: 'SKU1', label: { qty: 12 } } };
      throw new FloorApiError('unknown', 400);
    });
    openFloor('/floor/count');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /CT260101000003/ }));
    await settle();
    scan('floor.count.scanLocation', 'A-01');
    await settle();
    scan('floor.count.scanSku', `(01)06901234567892(30)12`);
    await settle();
    expect(api.get).toHaveBeenLastCalledWith(
      `/inventory/count/~scan?id=3&code=${encodeURIComponent('(01)06901234567892(30)12')}`,
    );
    expect((screen.getByTestId('qty-input') as HTMLInputElement).value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: t('floor.count.cancel') }));

    scan('floor.count.scanSku', '00034567890123456786');
    await settle();
    // The server refuses a pallet label in a count; the pallet's item on the device names its SKU and lot.
    expect(api.get).toHaveBeenLastCalledWith('/inventory/count/~scan?id=3&code=00034567890123456786');
    expect(banner().textContent).toBe(t('floor.count.sku', { sku: 'SKU2' }));
    expect(screen.getByRole('button', { name: /L2/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks the device when the server does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      openFloor('/floor/count');
      await settle();
      fireEvent.click(screen.getByRole('button', { name: /CT260101000003/ }));
      await settle();
      api.get.mockImplementation(() => new Promise(() => {}));
      scan('floor.count.scanLocation', 'B-01');
      await settle();
      expect(banner().textContent).toBe(t('floor.count.checking', { code: 'B-01' }));
      await act(async () => {
        vi.advanceTimersByTime(4000);
      });
      expect(banner().textContent).toBe(t('floor.count.atLocation', { code: 'B-01' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a task never opened on this device needs the network', async () => {
    openFloor('/floor/count');
    await settle();
    api.get.mockImplementation(network);
    fireEvent.click(screen.getByRole('button', { name: /CT260101000003/ }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.count.notKept', { no: task.no }));
  });
});
