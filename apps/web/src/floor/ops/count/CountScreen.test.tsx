import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import type { QueuedCall, SendResult } from '../../scan/scanQueue.ts';
import { loadFloorStrings } from '../../strings.ts';
import { banner, openFloor, scan as scanInto, settle } from '../screenTesting.tsx';
import { countItem, countTask } from './countFixtures.ts';
import type { CountItem, CountTask } from './countTasks.ts';

const api = vi.hoisted(() => ({
  get: vi.fn<(url: string) => Promise<unknown>>(),
  post: vi.fn<(url: string, body?: unknown) => Promise<unknown>>(),
  send: vi.fn<(call: QueuedCall) => Promise<SendResult>>(),
}));
vi.mock('../../floorApi.ts', async (actual) => {
  const { createScanQueue } = await import('../../scan/scanQueue.ts');
  return {
    ...(await actual<typeof import('../../floorApi.ts')>()),
    floorGet: api.get,
    floorPost: api.post,
    floorQueue: createScanQueue({ send: (call) => api.send(call), online: () => true }),
  };
});
const { FloorApiError, floorQueue } = await import('../../floorApi.ts');

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const item = (id: number, location: string, sku: string, more: Partial<CountItem> = {}) =>
  countItem(id, location, sku, { book: 12, ...more });
const task = countTask(
  [
    item(1, 'A-01', 'SKU1', { itemName: 'Bolt M6' }),
    item(2, 'A-01', 'SKU2', { lotNo: 'L1', book: 4 }),
    item(3, 'A-01', 'SKU2', { lotNo: 'L2', book: 6 }),
    item(4, 'A-02', 'SKU1', { book: 3 }),
  ],
  { itemCount: 3 },
);
const { items: _, bookShown: __, ...head } = task;
/** What `~scan` says of each code; any other code is unknown (400). */
const named: Record<string, { kind: 'location' | 'sku'; code: string }> = {
  'A-01': { kind: 'location', code: 'A-01' },
  'A-02': { kind: 'location', code: 'A-02' },
  'A-09': { kind: 'location', code: 'A-09' },
  SKU1: { kind: 'sku', code: 'SKU1' },
  '6901234567890': { kind: 'sku', code: 'SKU1' },
  SKU2: { kind: 'sku', code: 'SKU2' },
  SKU3: { kind: 'sku', code: 'SKU3' },
};
let detail: CountTask = task;

function deferred() {
  let resolve!: (r: SendResult) => void;
  const promise = new Promise<SendResult>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const scan = (prompt: string, code: string) => scanInto(t(prompt), code);
const confirmButton = () => screen.getByRole('button', { name: t('floor.count.confirm') });

function open() {
  return openFloor('/floor/count');
}

/** Opens the task by its scanned number and scans `location`. */
async function at(location: string) {
  const router = open();
  await settle();
  scan('floor.count.scanTask', task.no.toLowerCase());
  await settle();
  scan('floor.count.scanLocation', location);
  await settle();
  return router;
}

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  detail = task;
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
  api.post.mockImplementation(async (_url, body) => {
    const filter = (body as { filter: { field: string; value: unknown }[] }).filter[0]!;
    if (filter.field === 'no')
      return { data: { rows: filter.value === 'CT-OLD' ? [{ ...head, no: 'CT-OLD', status: 100 }] : [] } };
    return { data: { rows: [head] } };
  });
  api.get.mockImplementation(async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname.endsWith('/~item/get')) return { data: detail };
    const answer = named[searchParams.get('code')!];
    if (!answer) throw new FloorApiError('unknown', 400);
    return { data: answer };
  });
});
afterEach(() => {
  for (const c of floorQueue.snapshot().refused) floorQueue.acknowledge(c.key);
  localStorage.clear();
  clearSession();
  vi.clearAllMocks();
});

describe('count', () => {
  it('opens another count when its number is scanned inside a task', async () => {
    await at('A-01');
    const other: CountTask = { ...task, id: 4, no: 'CT260101000004' };
    api.post.mockImplementation(async () => ({ data: { rows: [{ ...head, id: 4, no: other.no }] } }));
    detail = other;
    scan('floor.count.scanSku', other.no);
    await settle();
    expect(api.get).toHaveBeenCalledWith('/inventory/count/~item/get?id=4');
    expect(screen.getByText(t('floor.count.opened', { no: other.no }))).toBeTruthy();
  });

  it('lists the tasks that may be counted and opens one picked', async () => {
    open();
    await settle();
    expect(api.post).toHaveBeenCalledWith('/inventory/count/~page/get', {
      page: 1,
      length: 50,
      prop: 'id',
      order: 'desc',
      filter: [{ field: 'status', operator: 'include', value: [10, 20] }],
    });
    const row = screen.getByRole('button', { name: /CT260101000003/ });
    expect(row.textContent).toContain('WH1');
    expect(row.textContent).toContain('A-*');
    expect(row.textContent).toContain(t('floor.count.progress', { counted: 0, items: 3, progress: 0 }));

    fireEvent.click(row);
    await settle();
    expect(api.get).toHaveBeenCalledWith('/inventory/count/~item/get?id=3');
    expect(screen.getByTestId('scan-input')).toBe(screen.getByLabelText(t('floor.count.scanLocation')));
  });

  it('counts SKU after SKU at a location, each quantity confirmed and sent through the outbox', async () => {
    await at('A-01');
    expect(api.get).toHaveBeenLastCalledWith('/inventory/count/~scan?id=3&code=A-01');
    expect(banner().textContent).toBe(t('floor.count.atLocation', { code: 'A-01' }));
    const items = screen.getByRole('region', { name: t('floor.count.items', { code: 'A-01' }) });
    expect(items.textContent).toContain('Bolt M6');
    expect(items.textContent).toContain(t('floor.count.book', { book: 12 }));

    // A bar code names the SKU by its number; the quantity is typed next.
    scan('floor.count.scanSku', '6901234567890');
    await settle();
    expect(banner().textContent).toBe(t('floor.count.sku', { sku: 'SKU1' }));
    const qty = screen.getByTestId('qty-input');
    expect(document.activeElement).toBe(qty);
    fireEvent.change(qty, { target: { value: '7' } });
    // The same SKU scanned again is one more.
    scan('floor.count.scanAgain', 'SKU1');
    await settle();
    expect((screen.getByTestId('qty-input') as HTMLInputElement).value).toBe('8');
    // Another code waits until this quantity is confirmed or cancelled.
    scan('floor.count.scanAgain', 'A-02');
    await settle();
    expect(banner().dataset.tone).toBe('warn');
    expect(banner().textContent).toBe(t('floor.count.confirmFirst', { sku: 'SKU1' }));

    const reply = deferred();
    api.send.mockReturnValueOnce(reply.promise);
    fireEvent.click(confirmButton());
    expect(api.send.mock.calls[0]![0]).toMatchObject({
      url: '/inventory/count/~item/add',
      body: { id: 3, items: [{ location: 'A-01', sku: 'SKU1', qty: 8 }] },
    });
    expect(banner().dataset.tone).toBe('pending');
    expect(banner().textContent).toBe(t('floor.count.sent', { sku: 'SKU1', qty: 8, location: 'A-01' }));
    expect(screen.getByLabelText(t('floor.count.scanSku'))).toBeTruthy();
    const session = () => screen.getByRole('region', { name: t('floor.count.session') });
    expect(within(session()).getByText(t('floor.count.status.sent'))).toBeTruthy();

    const counted = { ...task, status: 20, countedCount: 1, items: [{ ...task.items[0]!, counted: 8 }, ...task.items.slice(1)] };
    await act(async () => reply.resolve({ kind: 'ok', reply: { action: 'ok', data: counted } }));
    expect(banner().dataset.tone).toBe('ok');
    expect(banner().textContent).toBe(t('floor.count.recorded', { sku: 'SKU1', location: 'A-01', counted: 8 }));
    expect(within(session()).getByText(t('floor.count.line', { sku: 'SKU1', qty: 8 }))).toBeTruthy();
    expect(within(session()).getByText(t('floor.count.status.ok'))).toBeTruthy();
    const shelf = screen.getByRole('region', { name: t('floor.count.items', { code: 'A-01' }) });
    expect(shelf.textContent).toContain(t('floor.count.counted', { counted: 8 }));

    // The next shelf's label moves the count there.
    scan('floor.count.scanSku', 'A-02');
    await settle();
    expect(banner().textContent).toBe(t('floor.count.switched', { code: 'A-02' }));
    expect(screen.getByRole('region', { name: t('floor.count.items', { code: 'A-02' }) })).toBeTruthy();
    // Its own session list comes first, with A-01's below.
    expect(within(session()).getByRole('region', { name: t('floor.count.atLocation', { code: 'A-01' }) })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t('floor.count.done') }));
    await settle();
    expect(screen.getByLabelText(t('floor.count.scanTask'))).toBeTruthy();
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('takes a SKU not in the book at a location as found stock, and warns of a code it does not know', async () => {
    await at('A-09');
    expect(screen.getByText(t('floor.count.noItems'))).toBeTruthy();
    scan('floor.count.scanSku', 'NOPE');
    await settle();
    expect(banner().dataset.tone).toBe('warn');
    expect(banner().textContent).toBe(t('floor.count.unknown', { code: 'NOPE' }));

    scan('floor.count.scanSku', 'SKU3');
    await settle();
    expect(banner().dataset.tone).toBe('warn');
    expect(banner().textContent).toBe(t('floor.count.found', { sku: 'SKU3', location: 'A-09' }));
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 400, message: 'SKU3 @ A-09 is outside the count' });
    fireEvent.change(screen.getByTestId('qty-input'), { target: { value: '2' } });
    fireEvent.submit(screen.getByTestId('qty-input').closest('form')!);
    await settle();
    expect(api.send.mock.calls[0]![0].body).toEqual({ id: 3, items: [{ location: 'A-09', sku: 'SKU3', qty: 2 }] });
    expect(screen.getByRole('alert').textContent).toContain('SKU3 @ A-09 is outside the count');
    expect(screen.getByText(t('floor.count.status.refused'))).toBeTruthy();
    expect(floorQueue.snapshot().refused).toEqual([]);

    // The error holds the next scan until acknowledged.
    scan('floor.count.scanSku', 'SKU1');
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(t('floor.count.scanSku'))).toBeTruthy();
  });

  it('asks for the lot where the location holds the SKU in several', async () => {
    await at('A-01');
    scan('floor.count.scanSku', 'SKU2');
    await settle();
    expect(screen.getByRole('heading', { name: t('floor.count.pickLot') })).toBeTruthy();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /L2/ }));
    expect(screen.getByRole('button', { name: /L2/ }).getAttribute('aria-pressed')).toBe('true');
    api.send.mockResolvedValueOnce({ kind: 'ok', reply: { action: 'ok', data: detail } });
    fireEvent.click(confirmButton());
    await settle();
    expect(api.send.mock.calls[0]![0].body).toEqual({ id: 3, items: [{ location: 'A-01', sku: 'SKU2', qty: 1, lotNo: 'L2' }] });
  });

  it('never shows the book of a blind task, even when the server sends it', async () => {
    detail = { ...task, blind: true };
    await at('A-01');
    expect(screen.getByText(t('floor.count.blind'), { exact: false })).toBeTruthy();
    const items = screen.getByRole('region', { name: t('floor.count.items', { code: 'A-01' }) });
    expect(items.textContent).not.toContain(t('floor.count.book', { book: 12 }));
    expect(items.textContent).toContain(t('floor.count.uncounted'));
    scan('floor.count.scanSku', 'SKU2');
    await settle();
    expect(document.body.textContent).not.toMatch(new RegExp(t('floor.count.book', { book: '\\d' })));
  });

  it('tells locations and SKU numbers from the task itself when the server cannot be reached', async () => {
    open();
    await settle();
    scan('floor.count.scanTask', task.no);
    await settle();
    api.get.mockRejectedValue(new FloorApiError('offline', 0));
    scan('floor.count.scanLocation', 'A-02');
    await settle();
    expect(banner().textContent).toBe(t('floor.count.atLocation', { code: 'A-02' }));
    // The task's items carry no such bar code: not guessed at, said.
    scan('floor.count.scanSku', '6901234567890');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.count.offlineUnknown', { code: '6901234567890' }));
  });

  it('refuses a task that is merged or unknown', async () => {
    open();
    await settle();
    scan('floor.count.scanTask', 'CT-NONE');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.count.unknownTask', { no: 'CT-NONE' }));
    fireEvent.click(screen.getByRole('alert').querySelector('button')!);
    scan('floor.count.scanTask', 'CT-OLD');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.count.closed', { no: 'CT-OLD' }));
    expect(api.get).not.toHaveBeenCalled();
  });

  it('sends a worker whose session ended to sign in', async () => {
    const router = await at('A-01');
    scan('floor.count.scanSku', 'SKU1');
    await settle();
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 401, message: 'expired' });
    fireEvent.click(confirmButton());
    await settle();
    expect(router.state.location.pathname).toBe('/floor/login');
  });
});
