import { act, fireEvent, screen } from '@testing-library/react';
import type { TFloorLookup, TFloorStock } from '@wms/contract/floor';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import type { QueuedCall, SendResult } from '../../scan/scanQueue.ts';
import { loadFloorStrings } from '../../strings.ts';
import { banner, openFloor, scan as scanInto, settle } from '../screenTesting.tsx';

const api = vi.hoisted(() => ({
  get: vi.fn<(url: string) => Promise<unknown>>(),
  send: vi.fn<(call: QueuedCall) => Promise<SendResult>>(),
}));
vi.mock('../../floorApi.ts', async (actual) => {
  const { createScanQueue } = await import('../../scan/scanQueue.ts');
  return {
    ...(await actual<typeof import('../../floorApi.ts')>()),
    floorGet: api.get,
    floorQueue: createScanQueue({ send: (call) => api.send(call), online: () => true }),
  };
});
const { floorQueue } = await import('../../floorApi.ts');

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const stock = (id: number, location: string, qty: number, lpn: string | null = null): TFloorStock => ({
  id,
  warehouse: 'WH1',
  location,
  sku: `SKU-${id}`,
  itemName: null,
  lotNo: null,
  lpn,
  shipBoxLbl: null,
  status: 'ok',
  qoh: qty,
  qal: 0,
  qty,
});
const lookups: Record<string, Pick<TFloorLookup, 'kind' | 'rows'>> = {
  P1: { kind: 'lpn', rows: [stock(1, 'A-01', 5, 'P1')] },
  'A-02': { kind: 'location', rows: [stock(2, 'A-02', 8), stock(3, 'A-02', 6)] },
  'B-01': { kind: 'location', rows: [] },
  'SKU-9': { kind: 'sku', rows: [] },
};

function deferred() {
  let resolve!: (r: SendResult) => void;
  const promise = new Promise<SendResult>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const scan = (prompt: string, code: string) => scanInto(t(prompt), code);

function open() {
  return openFloor('/floor/move');
}

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  api.get.mockReset();
  api.send.mockReset();
  api.get.mockImplementation(async (url) => {
    const code = new URL(url, 'http://x').searchParams.get('code')!;
    return { action: 'ok', data: { code, locations: [], more: false, ...(lookups[code] ?? { kind: 'none', rows: [] }) } };
  });
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
});
afterEach(() => {
  for (const call of floorQueue.snapshot().refused) floorQueue.acknowledge(call.key);
  clearSession();
});

it('moves a pallet whole: target must be a location, whose scan sends it with no tap, then the answer', async () => {
  const reply = deferred();
  api.send.mockReturnValueOnce(reply.promise);
  open();
  scan('floor.move.prompt.what', 'P1');
  await settle();
  expect(screen.getByText(t('floor.move.pallet', { lpn: 'P1' }))).toBeTruthy();

  scan('floor.move.prompt.to', 'SKU-9');
  await settle();
  expect(banner().dataset.tone).toBe('warn');
  expect(banner().textContent).toBe(t('floor.move.notLocation', { code: 'SKU-9' }));

  scan('floor.move.prompt.to', 'B-01');
  await settle();
  expect(screen.queryByRole('button', { name: t('floor.move.confirm') })).toBeNull();
  // Sent to the outbox, not yet answered: pending, whatever the network.
  expect(banner().dataset.tone).toBe('pending');
  expect(banner().textContent).toBe(t('floor.move.sentTo', { what: 'P1', to: 'B-01' }));
  expect(screen.getByLabelText(t('floor.move.prompt.what'))).toBeTruthy();
  await settle();
  expect(api.send.mock.calls[0]?.[0]).toMatchObject({ url: '/inventory/floor/~move', body: { lpn: 'P1', to: 'B-01' } });

  await act(async () => reply.resolve({ kind: 'ok', reply: { action: 'ok', data: { rows: [], qty: 5 } } }));
  expect(banner().textContent).toBe(t('floor.move.moved', { to: 'B-01' }));
});

it('moves part of a picked row, and shows a refusal as an error to acknowledge', async () => {
  api.send.mockResolvedValueOnce({ kind: 'refused', status: 409, message: 'Stock is allocated' });
  open();
  scan('floor.move.prompt.what', 'A-02');
  await settle();
  expect(screen.getByRole('heading', { name: t('floor.move.prompt.pick') })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /SKU-3/ }));

  const qty = screen.getByTestId('qty-input') as HTMLInputElement;
  expect(qty.value).toBe('6');
  fireEvent.click(screen.getByRole('button', { name: t('floor.kit.less') }));
  expect(qty.value).toBe('5');
  scan('floor.move.prompt.to', 'A-02');
  await settle();
  expect(banner().textContent).toBe(t('floor.move.sameLocation', { code: 'A-02' }));
  scan('floor.move.prompt.to', 'B-01');
  await settle();
  fireEvent.click(screen.getByRole('button', { name: t('floor.move.confirm') }));
  await settle();

  expect(api.send.mock.calls[0]?.[0].body).toEqual({ stock: 3, qty: 5, to: 'B-01' });
  expect(screen.getByRole('alert').textContent).toContain('Stock is allocated');
  expect(floorQueue.snapshot().refused).toEqual([]);
  // The error holds the next scan until acknowledged.
  scan('floor.move.prompt.what', 'P1');
  await settle();
  expect(api.get).toHaveBeenCalledTimes(3);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('starts over on request', async () => {
  open();
  scan('floor.move.prompt.what', 'P1');
  await settle();
  fireEvent.click(screen.getByRole('button', { name: t('floor.move.restart') }));
  expect(screen.getByLabelText(t('floor.move.prompt.what'))).toBeTruthy();
});

it('confirms part of a row from the dock at the foot of the screen, or with Enter in its quantity', async () => {
  api.send.mockResolvedValue({ kind: 'ok', reply: { action: 'ok', data: { rows: [], qty: 4 } } });
  open();
  scan('floor.move.prompt.what', 'A-02');
  await settle();
  fireEvent.click(screen.getByRole('button', { name: /SKU-2/ }));
  scan('floor.move.prompt.to', 'B-01');
  await settle();
  const dock = screen.getByTestId('action-dock');
  expect(dock.contains(screen.getByRole('button', { name: t('floor.move.confirm') }))).toBe(true);
  const qty = screen.getByTestId('qty-input');
  fireEvent.change(qty, { target: { value: '4' } });
  fireEvent.keyDown(qty, { key: 'Enter' });
  await settle();
  expect(api.send.mock.calls[0]?.[0].body).toEqual({ stock: 2, qty: 4, to: 'B-01' });
});

it('takes a plain target with the network away as the location, and the outbox carries the move', async () => {
  api.send.mockResolvedValue({ kind: 'ok', reply: { action: 'ok', data: { rows: [], qty: 5 } } });
  open();
  scan('floor.move.prompt.what', 'P1');
  await settle();
  const { FloorApiError } = await import('../../floorApi.ts');
  api.get.mockRejectedValueOnce(new FloorApiError('offline', 0));
  scan('floor.move.prompt.to', 'B-01');
  await settle();
  expect(api.send.mock.calls[0]?.[0]).toMatchObject({ url: '/inventory/floor/~move', body: { lpn: 'P1', to: 'B-01' } });
});
