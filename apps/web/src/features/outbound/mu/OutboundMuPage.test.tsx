import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import OutboundMuPage from './OutboundMuPage.tsx';

// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) }),
}));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);

const pallet = {
  id: '1-PAL-1',
  lpn: 'PAL-1',
  warehouse: 1,
  warehouseLabel: '主仓',
  locationCode: 'A-01',
  skuCount: 2,
  qoh: 15,
  qal: 15,
  qty: 0,
  orderNo: 'OB9',
};
const shipped = { lpn: 'PAL-1', rows: 2, qty: 15, order: { id: 5, no: 'OB1', status: 120 }, remaining: 0 };

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['outbound/obMu/view', 'outbound/obMu/ship'];
  post.mockImplementation(async (url: string) => {
    if (url === '/outbound/ob/mu/~page/get') return { action: 'ok', message: '', count: 1, data: { rows: [pallet] } } as never;
    if (url === '/outbound/ob/order/~page/get') return { action: 'ok', data: { rows: [{ id: 5, no: 'OB1' }] } } as never;
    if (url === '/outbound/ob/mu/~ship') return { action: 'ok', data: shipped } as never;
    throw new Error(`unexpected POST ${url}`);
  });
});

const scanBox = () => screen.getByLabelText('扫描托盘 LPN') as HTMLInputElement;
const enter = (code: string) => {
  fireEvent.change(scanBox(), { target: { value: code } });
  fireEvent.keyDown(scanBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};
async function chooseOrder() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '出库单' }));
  fireEvent.click(await screen.findByTitle('OB1'));
  await waitFor(() => expect(scanBox().disabled).toBe(false));
}

describe('Outbound MU screen', { timeout: 20_000 }, () => {
  it('lists the pallets; scanning waits for an order, then ships the scanned pallet and says so', async () => {
    renderWithProviders(<OutboundMuPage />, { shell: true });
    await screen.findByText('A-01');
    expect(scanBox().disabled).toBe(true);
    // Only allocated up to sealed orders are offered.
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/outbound/ob/order/~page/get',
        expect.objectContaining({
          filter: [{ field: 'status', operator: 'include', value: [80, 90, 100, 110] }],
        }),
      ),
    );
    await chooseOrder();
    enter(' PAL-1 ');
    await screen.findByText('托盘 PAL-1 已出库：2 行，共 15; 出库单 OB1 已全部出库');
    expect(post).toHaveBeenCalledWith('/outbound/ob/mu/~ship', { order: 5, lpn: 'PAL-1' }, { silent: true });
    expect(scanBox().value).toBe('');
    // The list reloads so the pallet's totals show.
    await waitFor(() =>
      expect(post.mock.calls.filter(([u]) => u === '/outbound/ob/mu/~page/get').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("shows a refusal in the server's words and keeps the box for the next scan", async () => {
    renderWithProviders(<OutboundMuPage />, { shell: true });
    await chooseOrder();
    const message = '托盘 PAL-2 上没有分配给出库单 OB1 的库存';
    post.mockRejectedValueOnce(new ApiError(message, 409, { action: 'error', message, field: 'lpn' }));
    enter('PAL-2');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() => expect(document.activeElement).toBe(scanBox()));
  });

  it('offers no scanning without outbound/obMu/ship', async () => {
    granted.perms = ['outbound/obMu/view'];
    renderWithProviders(<OutboundMuPage />, { shell: true });
    await screen.findByText('A-01');
    expect(screen.queryByLabelText('扫描托盘 LPN')).toBeNull();
  });
});
