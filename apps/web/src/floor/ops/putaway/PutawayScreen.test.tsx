import { act, fireEvent, screen } from '@testing-library/react';
import type { TFloorLookup } from '@wms/contract/floor';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import type { QueuedCall, SendResult } from '../../scan/scanQueue.ts';
import { loadFloorStrings } from '../../strings.ts';
import type { IbLine, IbOrder } from '../receive/inboundOrders.ts';
import { banner, openFloor, scan, settle } from '../screenTesting.tsx';

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
const { floorQueue } = await import('../../floorApi.ts');

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const line = (id: number, over: Partial<IbLine>): IbLine => ({
  id,
  lineNo: id,
  skuLabel: `SKU-${id}`,
  barCode: null,
  shipQty: 10,
  recvQty: 10,
  stockQty: 0,
  location: null,
  locationLabel: null,
  lotNo: null,
  shipBoxLbl: null,
  ...over,
});
const received: IbOrder = {
  id: 7,
  no: 'IB7',
  status: 50,
  warehouse: 1,
  warehouseLabel: 'WH1',
  items: [
    line(1, { shipBoxLbl: 'BOX-1', lotNo: 'LOT-1', location: 31, locationLabel: 'A-01' }),
    line(2, { recvQty: 6, stockQty: 2, location: 33, locationLabel: 'A-02' }),
    line(3, { recvQty: 0 }),
  ],
};
const approved: IbOrder = { id: 8, no: 'IB8', status: 20, warehouse: 1, items: [line(9, { recvQty: 0 })] };
const headOf = ({ items: _, ...h }: IbOrder) => h;

const location = (id: number, code: string, warehouseId = 1): TFloorLookup => ({
  kind: 'location',
  code,
  rows: [],
  locations: [{ id, code, warehouseId, warehouse: `WH${warehouseId}` }],
  more: false,
});
const LOOKUPS: Record<string, TFloorLookup> = {
  'A-01': location(31, 'A-01'),
  'B-02': location(32, 'B-02'),
  'C-01': location(40, 'C-01', 2),
  'SKU-1': { kind: 'sku', code: 'SKU-1', rows: [], locations: [], more: false },
};

const acknowledge = () => fireEvent.click(screen.getByRole('alert').querySelector('button')!);
const ITEM = () => t('floor.putaway.scanItem');
const LOCATION = () => t('floor.putaway.scanLocation');

async function openOrder() {
  openFloor('/floor/putaway');
  await settle();
  scan(t('floor.putaway.scanOrder'), 'IB7');
  await settle();
}

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
  api.post.mockResolvedValue({ data: { rows: [headOf(received), headOf(approved)] } });
  api.get.mockImplementation(async (url) => {
    const code = new URL(url, 'http://x').searchParams.get('code');
    if (code) return { data: LOOKUPS[code] ?? { kind: 'none', code, rows: [], locations: [], more: false } };
    return { data: url.endsWith('id=7') ? received : approved };
  });
});
afterEach(() => {
  for (const c of floorQueue.snapshot().refused) floorQueue.acknowledge(c.key);
  clearSession();
  vi.clearAllMocks();
});

describe('put-away', () => {
  it('lists the orders holding received goods not yet stored', async () => {
    openFloor('/floor/putaway');
    await settle();
    expect(api.post.mock.calls[0]![1]).toMatchObject({
      filter: [{ field: 'status', operator: 'include', value: [20, 30, 40, 50, 60] }],
    });
    const rows = screen.getAllByRole('button').filter((b) => b.className === 'floor-stock-card');
    expect(rows.map((r) => r.textContent)).toEqual([`IB7${t('floor.putaway.lines', { count: 2 })}WH1`]);

    scan(t('floor.putaway.scanOrder'), 'IB8');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.putaway.nothing', { no: 'IB8' }));
  });

  it('stores a box at its suggested location, and lists what is left', async () => {
    await openOrder();
    expect(screen.getByText('SKU-1')).toBeTruthy();
    expect(screen.getByText('SKU-2')).toBeTruthy();
    expect(screen.queryByText('SKU-3')).toBeNull();

    scan(ITEM(), 'box-1');
    expect(screen.getByLabelText(LOCATION())).toBeTruthy();
    expect((screen.getByTestId('qty-input') as HTMLInputElement).value).toBe('10');
    expect(screen.getByText(t('floor.putaway.suggested', { location: 'A-01' }))).toBeTruthy();

    let answer!: (r: SendResult) => void;
    api.send.mockReturnValueOnce(new Promise((r) => (answer = r)));
    scan(LOCATION(), 'A-01');
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('/inventory/floor/~lookup?code=A-01');
    expect(api.send.mock.calls[0]![0]).toMatchObject({
      url: '/inbound/ib/order/~store',
      body: { id: 7, items: [{ id: 1, stockQty: 10, location: 31, lotNo: 'LOT-1', shipBoxLbl: 'BOX-1' }] },
    });
    expect(banner().dataset.tone).toBe('pending');
    // Back to the items at once, the line stored counted as gone.
    expect(screen.getByLabelText(ITEM())).toBeTruthy();
    expect(screen.queryByText('SKU-1')).toBeNull();

    const after = { ...received, items: [{ ...received.items[0]!, stockQty: 10 }, ...received.items.slice(1)] };
    await act(async () => answer({ kind: 'ok', reply: { data: after } }));
    expect(banner().textContent).toBe(t('floor.putaway.stored', { sku: 'SKU-1', qty: 10, location: 'A-01' }));
    expect(screen.queryByText('SKU-1')).toBeNull();
  });

  it('warns of another location than the suggested one and stores there on a confirming tap', async () => {
    await openOrder();
    scan(ITEM(), 'SKU-2');
    fireEvent.change(screen.getByTestId('qty-input'), { target: { value: '3' } });
    scan(LOCATION(), 'B-02');
    await settle();
    expect(banner().dataset.tone).toBe('warn');
    expect(banner().textContent).toBe(t('floor.putaway.notSuggested', { location: 'A-02' }));
    expect(api.send).not.toHaveBeenCalled();

    api.send.mockResolvedValueOnce({ kind: 'refused', status: 409, message: '超过待上架数量' });
    fireEvent.click(screen.getByRole('button', { name: t('floor.putaway.confirm', { location: 'B-02' }) }));
    expect(api.send.mock.calls[0]![0].body).toEqual({
      id: 7,
      items: [{ id: 2, stockQty: 3, location: 32, lotNo: 'IB7', shipBoxLbl: 'IB7-002' }],
    });
    await settle();
    // Refused: an error, and the line open again.
    expect(screen.getByRole('alert').textContent).toContain('超过待上架数量');
    expect(screen.getByText(t('floor.putaway.open', { qty: 4 }))).toBeTruthy();
  });

  it('refuses a scan that is no line, no location, or a location of another warehouse', async () => {
    await openOrder();
    scan(ITEM(), 'NOPE');
    expect(screen.getByRole('alert').textContent).toContain(t('floor.putaway.noMatch', { code: 'NOPE' }));
    acknowledge();

    scan(ITEM(), 'SKU-1');
    scan(LOCATION(), 'SKU-1');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.putaway.notLocation', { code: 'SKU-1' }));
    acknowledge();

    scan(LOCATION(), 'C-01');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(
      t('floor.putaway.otherWarehouse', { code: 'C-01', warehouse: 'WH1' }),
    );
    acknowledge();

    fireEvent.click(screen.getByRole('button', { name: t('floor.putaway.back') }));
    expect(screen.getByLabelText(ITEM())).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();
  });
});
