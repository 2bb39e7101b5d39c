import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import TransferOrderPage from './TransferOrderPage.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);

const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) || granted.perms.includes('*/*/*') }),
}));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);

const post = vi.mocked(api.post);
const get = vi.mocked(api.get);
const download = vi.mocked(api.download);

const orders = [
  { id: 1, no: 'TF261122000001', warehouse: 1, warehouseLabel: 'Main', postingDate: '2026-11-22', status: 10, qty: 4 },
  { id: 2, no: 'TF261122000002', warehouse: 1, warehouseLabel: 'Main', postingDate: '2026-11-22', status: 70, qty: 2 },
];
const detail = (status: number) => ({
  ...orders[0],
  status,
  items: [{ id: 9, lineNo: 1, stock: 5, sku: 3, skuLabel: 'PAL-1200', fromLocationLabel: 'A-01', locationLabel: 'B-01', qty: 4 }],
});

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['*/*/*'];
  post.mockImplementation(async (url: string) => {
    if (url === '/inbound/tf/order/~page/get') return { action: 'ok', message: '', count: 2, data: { rows: orders } } as never;
    if (url === '/inbound/tf/order/~store') return { action: 'ok', message: '操作成功', data: detail(70) } as never;
    if (url === '/inbound/tf/order/~delete') return { action: 'ok', message: '删除成功' } as never;
    throw new Error(`unexpected POST ${url}`);
  });
  get.mockImplementation(async (url: string) => {
    if (url === '/inbound/tf/order/~items/get') return { action: 'ok', message: '', data: detail(10) } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  download.mockResolvedValue(undefined);
});

const rowOf = async (no: string) => (await screen.findByText(no)).closest('tr') as HTMLElement;

// The first render loads antd and the table: slow on a busy machine.
describe('Transfer orders', { timeout: 40_000 }, () => {
  it('shows statuses as labels and offers delete only for a new order, after a confirmation', async () => {
    renderWithProviders(<TransferOrderPage />, { shell: true });
    const fresh = await rowOf('TF261122000001');
    const stored = await rowOf('TF261122000002');
    expect(within(fresh).getByText('新建')).toBeTruthy();
    expect(within(stored).getByText('已上架')).toBeTruthy();
    expect(within(stored).queryByRole('button', { name: /删\s?除/ })).toBeNull();
    fireEvent.click(within(fresh).getByRole('button', { name: /删\s?除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/inbound/tf/order/~delete', { ids: [1] }));
  });

  it('carries a new order out from its detail after a confirmation, and prints it', async () => {
    renderWithProviders(<TransferOrderPage />, { shell: true });
    fireEvent.click(within(await rowOf('TF261122000001')).getByRole('button', { name: /详\s?情/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('PAL-1200');
    fireEvent.click(within(dialog).getByRole('button', { name: /执行调拨/ }));
    expect(post).not.toHaveBeenCalledWith('/inbound/tf/order/~store', expect.anything());
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/inbound/tf/order/~store', { id: 1 }));
    // Stored now: the detail shows it and no longer offers to carry it out.
    await within(dialog).findByText('已上架');
    expect(within(dialog).queryByRole('button', { name: /执行调拨/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /打\s?印/ }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/inbound/tf/order/~print', { params: { id: 1, logo: 1 } }));
  });

  it('offers neither add nor carry out nor delete without the permissions', async () => {
    granted.perms = ['inbound/tfOrder/view'];
    renderWithProviders(<TransferOrderPage />, { shell: true });
    const fresh = await rowOf('TF261122000001');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(within(fresh).queryByRole('button', { name: /删\s?除/ })).toBeNull();
    fireEvent.click(within(fresh).getByRole('button', { name: /详\s?情/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('PAL-1200');
    expect(within(dialog).queryByRole('button', { name: /执行调拨/ })).toBeNull();
  });
});
