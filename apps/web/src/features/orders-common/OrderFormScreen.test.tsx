import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineResource } from '@wms/contract/resource';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api as http } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { OrderFormScreen, type OrderScreenDef } from './OrderFormScreen.tsx';
import type { OrderShape } from './orderDef.ts';

// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

const order: OrderShape = {
  id: 5,
  no: 'T5',
  status: 10,
  ref: 'R1',
  items: [
    { id: 51, lineNo: 1, sku: 7, skuLabel: 'IT-1001', qty: 10 },
    { id: 52, lineNo: 2, sku: 8, skuLabel: 'IT-1002', qty: 4 },
  ],
};

const api = { detail: vi.fn(), newNo: vi.fn(), save: vi.fn(), deleteLines: vi.fn() };

// A made-up area; its words are inbound's, which the test i18n has.
const def: OrderScreenDef<OrderShape> = {
  form: {
    order: defineResource({
      name: 'tOrder',
      path: '/test/t/order',
      fields: [
        { name: 'no', kind: 'string', max: 20 },
        { name: 'ref', kind: 'string', max: 20, required: true },
        { name: 'warehouse', kind: 'int' },
      ],
    }),
    line: defineResource({
      name: 'tOrderLine',
      path: '/test/t/order/line',
      fields: [
        { name: 'sku', kind: 'ref', ref: 'productSku', required: true },
        { name: 'qty', kind: 'int', required: true, min: 1 },
      ],
    }),
    text: 'ibOrder',
    formName: 't-order',
    lineColumns: ['sku', 'qty'],
    lineLabels: ['skuLabel'],
    newLine: { qty: 1 },
  },
  lines: { wide: new Set(['sku']) },
  api,
  screen: { list: '/t', detail: (id) => `/t/${id}` },
  useCan: () => (_action, status) => status === undefined || status === 10,
  useStatusLabel: () => (status) => (status === 20 ? '已审核' : '新建'),
};

beforeEach(() => {
  vi.clearAllMocks();
  api.detail.mockResolvedValue(order);
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('order add/edit screen', { timeout: 30_000 }, () => {
  it('keeps everything typed and marks the line cell a refused save names; saves lines and removes the deleted one', async () => {
    api.save.mockRejectedValueOnce(
      new ApiError('400', 400, { action: 'error', message: '第 1 行 数量 至少为 5', field: 'items.0.qty' }),
    );
    api.save.mockResolvedValue({ message: '保存成功', data: order });
    api.deleteLines.mockResolvedValue({});
    renderWithProviders(<OrderFormScreen def={def} id={5} />, { shell: true });
    await waitFor(() => expect(input('t-order_ref')?.value).toBe('R1'));
    fireEvent.change(input('t-order_ref'), { target: { value: 'R-NEW' } });
    // Remove line 1; line 2 moves up.
    const firstRow = input('t-order_items_0_qty').closest('tr')!;
    fireEvent.click(within(firstRow).getByRole('button', { name: /删除/ }));
    await waitFor(() => expect(input('t-order_items_0_sku').value).toBe('IT-1002'));

    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await screen.findByText('第 1 行 数量 至少为 5');
    expect(input('t-order_ref').value).toBe('R-NEW');
    expect(input('t-order_items_0_qty').value).toBe('4');
    expect(api.save).toHaveBeenCalledWith(
      expect.objectContaining({ id: 5, ref: 'R-NEW', items: [{ id: 52, sku: 8, qty: 4 }] }),
      true,
    );
    expect(api.deleteLines).not.toHaveBeenCalled();

    fireEvent.change(input('t-order_items_0_qty'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(api.deleteLines).toHaveBeenCalledWith([51]));
  });

  it('adds with the suggested number and one new line', async () => {
    api.newNo.mockResolvedValue('T9');
    renderWithProviders(<OrderFormScreen def={def} />, { shell: true });
    await waitFor(() => expect(input('t-order_no')?.value).toBe('T9'));
    expect(input('t-order_items_0_qty').value).toBe('1');
    expect(api.detail).not.toHaveBeenCalled();
  });

  it("offers only SKUs of the order's warehouse in a line's picker (issue 26 §9)", async () => {
    const get = vi.mocked(http.get);
    get.mockResolvedValue({ data: { rows: [{ id: 7, no: 'IT-1001', itemName: 'Widget', label: 'IT-1001' }], total: 1 } });
    api.detail.mockResolvedValue({ ...order, warehouse: 3 });
    renderWithProviders(<OrderFormScreen def={def} id={5} />, { shell: true });
    await waitFor(() => expect(input('t-order_items_0_sku')?.value).toBe('IT-1001'));
    fireEvent.click(input('t-order_items_0_sku'));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/product/sku/_select', { page: 1, pageSize: 20, keyword: undefined, warehouse: 3 }),
    );
    await screen.findByText('Widget');
  });
});
