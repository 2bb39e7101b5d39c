import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { fb } from '../../../test/mocks.ts';
import ResourcePage from '../ResourcePage.tsx';

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

const items = [{ id: 7, code: 'P-100', name: 'Door panel', unit: 1, unitLabel: 'pcs', warehouse: 1, warehouseLabel: 'Main' }];
const warehouses = [
  { id: 1, code: 'W1', name: 'Main', label: 'Main' },
  { id: 2, code: 'W2', name: 'Second', label: 'Second' },
];

let skuAdd: (body: unknown, params: unknown) => unknown;

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['*/*/*'];
  skuAdd = () => ({ action: 'ok', message: '保存成功', data: { id: 1 } });
  post.mockImplementation(async (url: string, body?: unknown, opts?: { params?: unknown }) => {
    if (url === '/product/item/~page/get') return { action: 'ok', message: '', count: 1, data: { rows: items } } as never;
    if (url === '/product/item/~sku/add') return skuAdd(body, opts?.params) as never;
    throw new Error(`unexpected POST ${url}`);
  });
  get.mockImplementation(async (url: string) => {
    if (url === '/setting/warehouse/_default/get') return { action: 'ok', data: warehouses[0] } as never;
    if (url === '/setting/warehouse/_select') return { code: 200, message: '', data: { rows: warehouses, total: 2 } } as never;
    return { action: 'ok', data: [] } as never;
  });
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const openDialog = async () => {
  await screen.findByText('Door panel');
  fireEvent.click(within(rowOf('Door panel')).getByRole('button', { name: /生成 SKU/ }));
  return screen.findByRole('dialog');
};

describe('item override: create SKU', () => {
  it('is offered only with the SKU add permission', async () => {
    granted.perms = ['product/item/view', 'product/item/update'];
    renderWithProviders(<ResourcePage resource="item" />);
    await screen.findByText('Door panel');
    expect(screen.queryByRole('button', { name: /生成 SKU/ })).toBeNull();
    expect(within(rowOf('Door panel')).getByRole('button', { name: /编\s?辑/ })).toBeTruthy();
  });

  it('preselects the default warehouse and creates the SKU there', async () => {
    renderWithProviders(<ResourcePage resource="item" />);
    const dialog = await openDialog();
    expect(within(dialog).getByText('生成 SKU：P-100')).toBeTruthy();
    const input = within(dialog).getByLabelText('仓库') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Main'));
    fireEvent.click(within(dialog).getByRole('button', { name: /生成 SKU/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/product/item/~sku/add', { id: 7 }, { params: { wh: 1 }, silent: true }),
    );
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('保存成功'));
  });

  it('creates it in the warehouse picked through the table select', async () => {
    renderWithProviders(<ResourcePage resource="item" />);
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText('仓库') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Main'));
    fireEvent.click(input);
    fireEvent.click(await screen.findByText('Second'));
    await waitFor(() => expect(input.value).toBe('Second'));
    fireEvent.click(within(dialog).getByRole('button', { name: /生成 SKU/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/product/item/~sku/add', { id: 7 }, { params: { wh: 2 }, silent: true }),
    );
  });

  it("shows the server's refusal and stays open", async () => {
    skuAdd = () => {
      throw new ApiError('物料 P-100 在仓库 W1 已有 SKU', 409, { action: 'error', message: '物料 P-100 在仓库 W1 已有 SKU' });
    };
    renderWithProviders(<ResourcePage resource="item" />);
    const dialog = await openDialog();
    await waitFor(() => expect((within(dialog).getByLabelText('仓库') as HTMLInputElement).value).toBe('Main'));
    fireEvent.click(within(dialog).getByRole('button', { name: /生成 SKU/ }));
    await waitFor(() => expect(fb.message.error).toHaveBeenCalledWith('物料 P-100 在仓库 W1 已有 SKU'));
    expect(fb.message.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks for a warehouse when there is no default', async () => {
    get.mockImplementation(async () => ({ action: 'ok', data: null }) as never);
    renderWithProviders(<ResourcePage resource="item" />, { lang: 'en' });
    await screen.findByText('Door panel');
    fireEvent.click(within(rowOf('Door panel')).getByRole('button', { name: /Create SKU/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Create SKU/ }));
    expect(await within(dialog).findByText('Please select Warehouse')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/product/item/~sku/add', expect.anything(), expect.anything());
  });
});
