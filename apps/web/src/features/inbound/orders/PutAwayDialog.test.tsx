import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import type { IbOrder } from './api.ts';
import { PutAwayDialog } from './PutAwayDialog.tsx';

// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
vi.mock('../../../shared/auth/usePermission.ts', () => ({ usePermission: () => ({ has: () => true }) }));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);

const order: IbOrder = {
  id: 4,
  no: 'IB261122000004',
  status: 50,
  warehouse: 1,
  items: [
    {
      id: 41,
      lineNo: 1,
      sku: 7,
      skuLabel: 'IT-1001',
      shipQty: 2,
      recvQty: 2,
      stockQty: 0,
      location: 3,
      locationLabel: 'SH-01-01',
    },
    { id: 42, lineNo: 2, sku: 8, skuLabel: 'IT-1002', shipQty: 3, recvQty: 3, stockQty: 1, lotNo: 'L2', shipBoxLbl: 'B2' },
    { id: 43, lineNo: 3, sku: 9, skuLabel: 'IT-2001', shipQty: 1, recvQty: 1, stockQty: 1 },
  ],
};

let stored: unknown;
beforeEach(() => {
  vi.clearAllMocks();
  stored = undefined;
  post.mockImplementation(async (url: string, body: unknown) => {
    if (url === '/setting/location/~page/get') return { data: { rows: [{ id: 3, code: 'SH-01-01' }] } } as never;
    if (url === '/inbound/ib/order/~store') {
      stored = body;
      const items = (body as { items: { lotNo: string | null }[] }).items;
      if (items.some((i) => !i.lotNo)) {
        throw new ApiError('400', 400, {
          action: 'error',
          message: '箱标签、上架数量、批次号、库位必填 (shipBoxLbl, stockQty, location required)',
          field: 'items.0.lotNo',
        });
      }
      return { action: 'ok', message: '操作成功', data: { ...order, status: 70 } } as never;
    }
    throw new Error(`unexpected POST ${url}`);
  });
});

const confirm = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole('button', { name: /上\s?架/ }));
  const pop = await screen.findByText('确定上架吗？');
  fireEvent.click(within(pop.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s?定/ }));
};

describe('put-away dialog', { timeout: 20_000 }, () => {
  it('offers the open lines with their open quantity; asks first, then stores the chosen lines as typed', async () => {
    const onChanged = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<PutAwayDialog open order={order} onClose={onClose} onChanged={onChanged} />, { shell: true });
    const dialog = await screen.findByRole('dialog');
    // Line 3 is fully stored: not offered.
    expect(within(dialog).queryByText('IT-2001')).toBeNull();
    const qty2 = within(dialog).getByLabelText('上架数量 2') as HTMLInputElement;
    expect(qty2.value).toBe('2');
    fireEvent.change(within(dialog).getByLabelText('批次号 1'), { target: { value: ' LOT-A ' } });
    fireEvent.change(within(dialog).getByLabelText('箱标签 1'), { target: { value: 'B1' } });
    // Only line 1: untick line 2.
    const rows = within(dialog)
      .getAllByRole('row')
      .filter((r) => within(r).queryByText('IT-1002'));
    fireEvent.click(within(rows[0]!).getByRole('checkbox'));
    await confirm(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stored).toEqual({ id: 4, items: [{ id: 41, stockQty: 2, location: 3, lotNo: 'LOT-A', shipBoxLbl: 'B1' }] });
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 70 }));
  });

  it("shows the server's refusal on the line and field it names and keeps what was typed", async () => {
    const onClose = vi.fn();
    renderWithProviders(<PutAwayDialog open order={order} onClose={onClose} onChanged={() => {}} />, { shell: true });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('箱标签 1'), { target: { value: 'B1' } });
    await confirm(dialog);
    await within(dialog).findByText(/shipBoxLbl, stockQty, location required/);
    expect(onClose).not.toHaveBeenCalled();
    const lot1 = within(dialog).getByLabelText('批次号 1');
    expect(lot1.closest('.ant-input')?.className ?? lot1.className).toContain('status-error');
    expect((within(dialog).getByLabelText('箱标签 1') as HTMLInputElement).value).toBe('B1');
    expect((within(dialog).getByLabelText('批次号 2') as HTMLInputElement).value).toBe('L2');
  });
});
