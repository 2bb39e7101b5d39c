import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../shared/api/request.ts';
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
  it('keeps everything typed and marks the line cell a refused save names; saves lines and removes the deleted one', async () => {
    let refuse = true;
    post.mockImplementation(async (url: string) => {
      if (url === '/outbound/ob/order/~update' && refuse) {
        throw new ApiError('400', 400, {
          action: 'error',
          message: '第 1 行的出库数量不能小于已分配数量 5',
          field: 'items.0.qty',
        });
      }
      if (url === '/outbound/ob/order/~update') return { action: 'ok', message: '保存成功', data: order } as never;
      if (url === '/outbound/ob/order/~item/delete') return { action: 'ok', message: '' } as never;
      throw new Error(`unexpected POST ${url}`);
    });
    renderWithProviders(<OrderFormScreen id={5} />, { shell: true });
    await waitFor(() => expect(input('ob-order_extRef')?.value).toBe('R1'));
    expect(input('ob-order_warehouse').value).toBe('上海包装中心仓');
    fireEvent.change(input('ob-order_extDocNo'), { target: { value: 'D-NEW' } });
    // Remove line 1; line 2 moves up.
    const firstRow = input('ob-order_items_0_qty').closest('tr')!;
    fireEvent.click(within(firstRow).getByRole('button', { name: /删除/ }));
    await waitFor(() => expect(input('ob-order_items_0_sku').value).toBe('IT-1002'));

    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await screen.findByText('第 1 行的出库数量不能小于已分配数量 5');
    expect(input('ob-order_extDocNo').value).toBe('D-NEW');
    expect(input('ob-order_items_0_qty').value).toBe('4');
    const body = post.mock.calls.find(([url]) => url === '/outbound/ob/order/~update')![1] as Record<string, unknown>;
    expect(body).toMatchObject({ id: 5, extDocNo: 'D-NEW', items: [{ id: 52, sku: 8, qty: 4 }] });
    expect(post).not.toHaveBeenCalledWith('/outbound/ob/order/~item/delete', expect.anything());

    refuse = false;
    fireEvent.change(input('ob-order_items_0_qty'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/outbound/ob/order/~item/delete', { ids: [51] }));
  });

  it('refuses to edit an order past new (allocated), naming its status', async () => {
    get.mockResolvedValue({ action: 'ok', data: { ...order, status: 80 } } as never);
    renderWithProviders(<OrderFormScreen id={5} />, { shell: true });
    await screen.findByText('出库单 OB261122000005 当前状态为「已分配」，不能编辑');
  });
});
