import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import type { IbOrder } from '../inbound/orders/api.ts';
import { OrderFormScreen as IbOrderFormScreen } from '../inbound/orders/OrderFormScreen.tsx';
import type { ObOrder } from '../outbound/orders/api.ts';
import { OrderFormScreen as ObOrderFormScreen } from '../outbound/orders/OrderFormScreen.tsx';

/**
 * The inbound and outbound edit screens: what each kind sends and refuses (the save, refusal and
 * line removal flow is the shared screen's, OrderFormScreen.test.tsx).
 */
// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/auth/usePermission.ts', () => ({ usePermission: () => ({ has: () => true }) }));
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);
const get = vi.mocked(api.get);

const header = {
  id: 5,
  status: 10,
  warehouse: 1,
  warehouseLabel: '上海包装中心仓',
  extRef: 'R1',
  extDocNo: 'D1',
  postingDate: '2026-11-22',
};
const line = (id: number, sku: number, skuLabel: string) => ({ id, lineNo: id - 50, sku, skuLabel });
const ib: IbOrder = {
  ...header,
  no: 'IB261122000005',
  items: [
    { ...line(51, 7, 'IT-1001'), shipQty: 10, recvQty: 0, stockQty: 0 },
    { ...line(52, 8, 'IT-1002'), shipQty: 4, recvQty: 0, stockQty: 0 },
  ],
};
const ob: ObOrder = {
  ...header,
  no: 'OB261122000005',
  qty: 14,
  allocQty: 0,
  items: [
    { ...line(51, 7, 'IT-1001'), qty: 10, allocQty: 0 },
    { ...line(52, 8, 'IT-1002'), qty: 4, allocQty: 0 },
  ],
};

/** Each kind: its screen, where it saves, its form's id prefix, its lines' quantity field, a status past new and the refusal. */
const KINDS = [
  {
    kind: 'inbound',
    Screen: IbOrderFormScreen,
    order: ib as unknown as Record<string, unknown>,
    path: '/inbound/ib/order',
    form: 'ib-order',
    qty: 'shipQty',
    past: 20,
    refusal: '入库单 IB261122000005 当前状态为「已审核」，不能编辑',
  },
  {
    kind: 'outbound',
    Screen: ObOrderFormScreen,
    order: ob as unknown as Record<string, unknown>,
    path: '/outbound/ob/order',
    form: 'ob-order',
    qty: 'qty',
    past: 80,
    refusal: '出库单 OB261122000005 当前状态为「已分配」，不能编辑',
  },
] as const;

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe.each(KINDS)('$kind order edit screen', { timeout: 30_000 }, ({ Screen, order, path, form, qty, past, refusal }) => {
  beforeEach(() => {
    vi.clearAllMocks();
    get.mockImplementation(async (url: string) => {
      if (url === `${path}/~item/get`) return { action: 'ok', data: order } as never;
      throw new Error(`unexpected GET ${url}`);
    });
  });

  it(`sends the form to its path, its lines with their quantity field`, async () => {
    post.mockResolvedValue({ action: 'ok', message: '保存成功', data: order } as never);
    renderWithProviders(<Screen id={5} />, { shell: true });
    await waitFor(() => expect(input(`${form}_extRef`)?.value).toBe('R1'));
    expect(input(`${form}_warehouse`).value).toBe('上海包装中心仓');
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`${path}/~update`, expect.anything(), { silent: true }));
    const body = post.mock.calls.find(([url]) => url === `${path}/~update`)![1] as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 5,
      items: [
        { id: 51, sku: 7, [qty]: 10 },
        { id: 52, sku: 8, [qty]: 4 },
      ],
    });
  });

  it('refuses to edit an order past new, naming its status', async () => {
    get.mockResolvedValue({ action: 'ok', data: { ...order, status: past } } as never);
    renderWithProviders(<Screen id={5} />, { shell: true });
    await screen.findByText(refusal);
  });
});
