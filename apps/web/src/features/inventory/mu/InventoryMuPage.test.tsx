import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zh } from '../../../locales/zh.ts';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { fb } from '../../../test/mocks.ts';
import InventoryMuPage from './InventoryMuPage.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);

// Dialog validation and refetches render slowly on a loaded 2-core runner: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });
const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) }),
}));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);

const post = vi.mocked(api.post);
const get = vi.mocked(api.get);
const pallets = [
  {
    id: 'P-1',
    lpn: 'P-1',
    warehouse: 1,
    warehouseLabel: '主仓',
    location: 2,
    locationLabel: 'A-01',
    locations: 1,
    skuCount: 2,
    rows: 3,
    qoh: 23,
    qal: 0,
    qty: 23,
  },
  {
    id: 'P-2',
    lpn: 'P-2',
    warehouse: 1,
    warehouseLabel: '主仓',
    location: 3,
    locationLabel: 'B-01',
    locations: 2,
    skuCount: 1,
    rows: 2,
    qoh: 20,
    qal: 4,
    qty: 16,
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['inventory/mu/view', 'inventory/mu/unbind', 'inventory/mu/export'];
  post.mockImplementation(async (url: string) => {
    if (url === '/inventory/mu/~page/get') return { action: 'ok', message: '', count: 2, data: { rows: pallets } } as never;
    if (url === '/inventory/mu/~unbind') return { action: 'ok', message: '', data: { lpn: 'P-1', rows: 3, qty: 23 } } as never;
    throw new Error(`unexpected POST ${url}`);
  });
  get.mockResolvedValue({
    action: 'ok',
    data: {
      lpn: 'P-1',
      rows: [{ id: 5, skuLabel: 'PAL-1200', locationLabel: 'A-01', status: 'available', qoh: 10, qal: 0, qty: 10 }],
    },
  } as never);
  fb.modal.confirm.mockImplementation((o: { onOk?: () => void }) => o.onOk?.());
});

const renderPage = () => {
  const { i18n } = renderWithProviders(<InventoryMuPage />);
  i18n.addStrings('zh-CN', zh);
};
const rowOf = async (lpn: string) => (await screen.findByText(lpn)).closest('tr')!;

describe('Stock by pallet screen', () => {
  it('lists pallets, shows one pallet, and unbinds after confirming', async () => {
    renderPage();
    const p1 = await rowOf('P-1');
    expect(within(p1).getAllByText('23').length).toBe(2);
    within(await rowOf('P-2')).getByText('B-01 (分布在 2 个库位)');
    fireEvent.click(within(p1).getByRole('button', { name: /明\s?细/ }));
    await screen.findByText('PAL-1200');
    expect(get).toHaveBeenCalledWith('/inventory/mu/get', { id: 'P-1' });
    fireEvent.click(within(p1).getByRole('button', { name: /拆\s?托/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/inventory/mu/~unbind', { id: 'P-1' }));
    expect(fb.modal.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: '确定拆托 P-1？其 3 行库存共 23 将成为同一库位的散货。' }),
    );
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('托盘 P-1 已拆托：3 行，共 23'));
  });

  it('disables unbind of a pallet with allocated stock', async () => {
    renderPage();
    const p2 = await rowOf('P-2');
    expect((within(p2).getByRole('button', { name: /拆\s?托/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides unbind without the permission', async () => {
    granted.perms = ['inventory/mu/view'];
    renderPage();
    const p1 = await rowOf('P-1');
    expect(within(p1).queryByRole('button', { name: /拆\s?托/ })).toBeNull();
  });
});
