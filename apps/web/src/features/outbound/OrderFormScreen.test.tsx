import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import type { ObOrder } from './api.ts';
import { OrderFormScreen } from './OrderFormScreen.tsx';

// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/auth/usePermission.ts', () => ({ usePermission: () => ({ has: () => true }) }));
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);
const get = vi.mocked(api.get);

const order: ObOrder = {
  id: 5,
  no: 'OB261122000005',
  status: 10,
  warehouse: 1,
  warehouseLabel: '上海包装中心仓',
  extRef: 'R1',
  extDocNo: 'D1',
  postingDate: '2026-11-22',
  qty: 14,
  allocQty: 0,
  items: [
    { id: 51, lineNo: 1, sku: 7, skuLabel: 'IT-1001', qty: 10, allocQty: 0 },
    { id: 52, lineNo: 2, sku: 8, skuLabel: 'IT-1002', qty: 4, allocQty: 0 },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  get.mockImplementation(async (url: string) => {
    if (url === '/outbound/ob/order/~item/get') return { action: 'ok', data: order } as never;
    throw new Error(`unexpected GET ${url}`);
  });
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('outbound order edit screen', { timeout: 30_000 }, () => {
  // The save, refusal and line removal flow is the shared screen's (features/order/OrderFormScreen.test.tsx).
  it('sends the outbound form to /outbound/ob/order, its lines with qty', async () => {
    post.mockResolvedValue({ action: 'ok', message: '保存成功', data: order } as never);
    renderWithProviders(<OrderFormScreen id={5} />, { shell: true });
    await waitFor(() => expect(input('ob-order_extRef')?.value).toBe('R1'));
    expect(input('ob-order_warehouse').value).toBe('上海包装中心仓');
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/outbound/ob/order/~update', expect.anything(), { silent: true }));
    const body = post.mock.calls.find(([url]) => url === '/outbound/ob/order/~update')![1] as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 5,
      items: [
        { id: 51, sku: 7, qty: 10 },
        { id: 52, sku: 8, qty: 4 },
      ],
    });
  });

  it('refuses to edit an order past new (allocated), naming its status', async () => {
    get.mockResolvedValue({ action: 'ok', data: { ...order, status: 80 } } as never);
    renderWithProviders(<OrderFormScreen id={5} />, { shell: true });
    await screen.findByText('出库单 OB261122000005 当前状态为「已分配」，不能编辑');
  });
});
