import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import type { QueuedCall, SendResult } from '../../scan/scanQueue.ts';
import { loadFloorStrings } from '../../strings.ts';
import { banner, deferred, openFloor, scan, settle } from '../screenTesting.tsx';
import type { IbOrder } from './inboundOrders.ts';

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

const order: IbOrder = {
  id: 7,
  no: 'IB260101000007',
  status: 20,
  warehouse: 1,
  warehouseLabel: 'WH1',
  consignorLabel: 'ACME',
  items: [
    { id: 1, lineNo: 1, skuLabel: 'PAL-1200', itemName: 'Pallet', shipQty: 10, recvQty: 0, stockQty: 0 },
    { id: 2, lineNo: 2, skuLabel: 'BOX-S', shipQty: 4, recvQty: 4, stockQty: 0 },
  ],
};
const { items: _, ...head } = order;

/** One call's answer, given when the test says. */

const open = () => openFloor('/floor/receive');

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
  api.post.mockImplementation(async (_url, body) => {
    const filter = (body as { filter: { field: string; value: unknown }[] }).filter[0]!;
    if (filter.field === 'no')
      return { data: { rows: filter.value === 'IB-OLD' ? [{ ...head, no: 'IB-OLD', status: 70 }] : [] } };
    return { data: { rows: [head] } };
  });
  api.get.mockImplementation(async () => ({ data: order }));
});
afterEach(() => {
  for (const c of floorQueue.snapshot().refused) floorQueue.acknowledge(c.key);
  clearSession();
  vi.clearAllMocks();
});

describe('receive', () => {
  it("lists today's open orders with their progress and opens one picked", async () => {
    open();
    await settle();
    expect(api.post).toHaveBeenCalledWith('/inbound/ib/order/~page/get', {
      page: 1,
      length: 50,
      prop: 'id',
      order: 'desc',
      filter: [{ field: 'status', operator: 'include', value: [20, 30, 40, 50] }],
    });
    expect(api.get).toHaveBeenCalledWith('/inbound/ib/order/~item/get?id=7', expect.any(AbortSignal));
    const row = screen.getByRole('button', { name: /IB260101000007/ });
    expect(row.textContent).toContain('WH1');
    expect(row.textContent).toContain('ACME');
    expect(row.textContent).toContain(t('floor.receive.lines', { received: 1, total: 2 }));

    fireEvent.click(row);
    await settle();
    expect(screen.getByLabelText(t('floor.receive.scanSku'))).toBeTruthy();
  });

  it('counts each scan with the quantity, sent at once and then answered', async () => {
    open();
    await settle();
    scan(t('floor.receive.scanOrder'), ' ib260101000007 ');
    await settle();
    expect(screen.getByTestId('scan-input')).toBe(screen.getByLabelText(t('floor.receive.scanSku')));

    fireEvent.change(screen.getByTestId('qty-input'), { target: { value: '3' } });
    const first = deferred();
    api.send.mockReturnValueOnce(first.promise);
    scan(t('floor.receive.scanSku'), 'PAL-1200');
    expect(api.send.mock.calls[0]![0]).toMatchObject({
      url: '/inbound/ib/order/~scan',
      body: { id: 7, code: 'PAL-1200', qty: 3 },
    });
    expect(banner().dataset.tone).toBe('pending');
    expect(banner().textContent).toContain(t('floor.receive.sent', { code: 'PAL-1200', qty: 3 }));

    const line = { ...order.items[0], recvQty: 3 };
    await act(async () => first.resolve({ kind: 'ok', reply: { data: { order: head, line } } }));
    expect(banner().dataset.tone).toBe('ok');
    expect(banner().textContent).toBe(t('floor.receive.received', { sku: 'PAL-1200', recv: 3, ship: 10 }));
    expect(screen.getByText(t('floor.receive.lineQty', { recv: 3, ship: 10 }))).toBeTruthy();

    // The quantity stays for the next scan; a refusal is an error, listed until acknowledged.
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 409, message: 'PAL-1200 已超收' });
    scan(t('floor.receive.scanSku'), 'PAL-1200');
    await settle();
    expect(api.send.mock.calls[1]![0].body).toEqual({ id: 7, code: 'PAL-1200', qty: 3 });
    expect(screen.getByRole('alert').textContent).toContain('PAL-1200 已超收');
    expect(floorQueue.snapshot().refused).toHaveLength(1);

    // The worker acknowledges the error before the next scan counts.
    scan(t('floor.receive.scanSku'), 'NOPE');
    expect(api.send).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: t('floor.receive.done') }));
    await settle();
    expect(screen.getByLabelText(t('floor.receive.scanOrder'))).toBeTruthy();
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('asks the server for an order not listed, and refuses one unknown or closed', async () => {
    open();
    await settle();
    scan(t('floor.receive.scanOrder'), 'IB-NONE');
    await settle();
    expect(api.post).toHaveBeenLastCalledWith(
      '/inbound/ib/order/~page/get',
      expect.objectContaining({ filter: [{ field: 'no', operator: 'eq', value: 'IB-NONE' }] }),
    );
    expect(screen.getByRole('alert').textContent).toContain(t('floor.inbound.unknown', { no: 'IB-NONE' }));
    fireEvent.click(screen.getByRole('alert').querySelector('button')!);

    scan(t('floor.receive.scanOrder'), 'IB-OLD');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.receive.closed', { no: 'IB-OLD', status: '已上架' }));
    expect(screen.getByLabelText(t('floor.receive.scanOrder'))).toBeTruthy();
  });

  it('sends a worker whose session ended to sign in', async () => {
    const router = open();
    await settle();
    scan(t('floor.receive.scanOrder'), 'IB260101000007');
    await settle();
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 401, message: 'expired' });
    scan(t('floor.receive.scanSku'), 'PAL-1200');
    await settle();
    expect(router.state.location.pathname).toBe('/floor/login');
  });

  it('sends a carton label raw, without a quantity: its lot and count show; a typed quantity wins until given up', async () => {
    const GS = '\u001d';
    open();
    await settle();
    scan(t('floor.receive.scanOrder'), 'IB260101000007');
    await settle();
    // The header counts units as well as lines.
    expect(screen.getByText(t('floor.receive.units', { received: 4, expected: 14 }))).toBeTruthy();
    expect(screen.getByLabelText(t('floor.receive.qtyAuto'))).toBeTruthy();

    api.send.mockResolvedValue({ kind: 'ok', reply: { data: { order: head } } });
    // A logistic unit: its SSCC, the GTIN it holds, their count and lot (GS1 pairs 37 with 00 and 02).
    const carton = `]C10010614141123456789702095060001343523706${GS}10LOT7`;
    scan(t('floor.receive.scanSku'), carton);
    await settle();
    expect(api.send.mock.calls[0]![0].body).toEqual({ id: 7, code: carton });
    const notes = [t('floor.receive.labelLot', { lot: 'LOT7' }), t('floor.receive.labelQty', { qty: 6 })];
    expect(banner().textContent).toBe([t('floor.receive.sent', { code: '09506000134352', qty: 6 }), ...notes].join(' · '));

    scan(t('floor.receive.scanSku'), ']d2010950600013435210LOT8');
    await settle();
    expect(api.send.mock.calls[1]![0].body).toEqual({ id: 7, code: ']d2010950600013435210LOT8' });
    scan(t('floor.receive.scanSku'), 'https://id.gs1.org/01/09506000134352/10/LOT9');
    expect(banner().textContent).toContain(t('floor.receive.labelLot', { lot: 'LOT9' }));

    fireEvent.change(screen.getByTestId('qty-input'), { target: { value: '2' } });
    scan(t('floor.receive.scanSku'), carton);
    await settle();
    expect(api.send.mock.calls[3]![0].body).toEqual({ id: 7, code: carton, qty: 2 });
    expect(banner().textContent).toContain(t('floor.receive.labelQtyTyped', { label: 6, qty: 2 }));
    fireEvent.click(screen.getByRole('button', { name: t('floor.receive.qtyFromLabel') }));
    scan(t('floor.receive.scanSku'), carton);
    await settle();
    expect(api.send.mock.calls[4]![0].body).toEqual({ id: 7, code: carton });
    await settle();
  });

  it('refuses a pallet SSCC at once; the next scan counts without a tap', async () => {
    open();
    await settle();
    scan(t('floor.receive.scanOrder'), 'IB260101000007');
    await settle();
    scan(t('floor.receive.scanSku'), ']C100106141411234567897');
    expect(screen.getByRole('alert').textContent).toContain(t('floor.receive.pallet', { code: '106141411234567897' }));
    expect(api.send).not.toHaveBeenCalled();
    api.send.mockResolvedValue({ kind: 'ok', reply: { data: { order: head } } });
    scan(t('floor.receive.scanSku'), 'PAL-1200');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.send.mock.calls[0]![0].body).toEqual({ id: 7, code: 'PAL-1200' });
    expect(screen.getByTestId('action-dock').textContent).toBe(t('floor.receive.done'));
    await settle();
  });
});
