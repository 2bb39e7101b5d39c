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
const download = vi.mocked(api.download);

const rows = [
  { id: 11, no: 'LPN261122000011', qty: 1, isPrint: false, sscc: '006141410000000111' },
  { id: 12, no: 'LPN261122000012', qty: 1, isPrint: true, sscc: '006141410000000128' },
];

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['*/*/*'];
  post.mockImplementation(async (url: string) => {
    if (url === '/inbound/ib/lpn/~page/get') return { action: 'ok', message: '', count: 2, data: { rows } } as never;
    throw new Error(`unexpected POST ${url}`);
  });
  get.mockResolvedValue({ action: 'ok', message: '', data: [{}, {}, {}] } as never);
  download.mockResolvedValue(undefined);
});

const openDialog = async () => {
  await screen.findByText('LPN261122000011');
  fireEvent.click(screen.getByRole('button', { name: /生成标签/ }));
  return screen.findByRole('dialog');
};
const qtyInput = (dialog: HTMLElement) => within(dialog).getByLabelText('数量') as HTMLInputElement;
const confirm = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /生成标签/ }));

// The first render loads antd and the table: slow on a busy machine.
describe('Receiving LPN: generate labels', { timeout: 20_000 }, () => {
  it('generates and downloads the PDF at once by default', async () => {
    renderWithProviders(<ResourcePage resource="ibLpn" />);
    const dialog = await openDialog();
    fireEvent.change(qtyInput(dialog), { target: { value: '3' } });
    confirm(dialog);
    await waitFor(() => expect(download).toHaveBeenCalledWith('/inbound/ib/lpn/~add', { params: { qty: 3, print: 1 } }));
    expect(get).not.toHaveBeenCalledWith('/inbound/ib/lpn/~add', expect.anything());
    // The list reloads, so the new rows and their printed flag show.
    const pages = () => post.mock.calls.filter(([url]) => url === '/inbound/ib/lpn/~page/get').length;
    await waitFor(() => expect(pages()).toBeGreaterThanOrEqual(2));
  });

  it('only generates when "print now" is off, and says how many', async () => {
    renderWithProviders(<ResourcePage resource="ibLpn" />);
    const dialog = await openDialog();
    fireEvent.change(qtyInput(dialog), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    confirm(dialog);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/inbound/ib/lpn/~add', { qty: 3, print: 0 }));
    expect(download).not.toHaveBeenCalled();
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('已生成 3 个 LPN'));
  });

  it('refuses a quantity above 500 before asking the server', async () => {
    renderWithProviders(<ResourcePage resource="ibLpn" />);
    const dialog = await openDialog();
    fireEvent.change(qtyInput(dialog), { target: { value: '501' } });
    fireEvent.blur(qtyInput(dialog));
    confirm(dialog);
    // InputNumber clamps to its max on blur; what is sent is never above 500.
    await waitFor(() => expect(download).toHaveBeenCalled());
    const params = (download.mock.calls[0]![1] as { params: { qty: number } }).params;
    expect(params.qty).toBeLessThanOrEqual(500);
  });

  it('marks the field with the server refusal and stays open', async () => {
    download.mockRejectedValue(
      new ApiError('qty: 最大为 500', 400, { action: 'error', message: 'qty: 最大为 500', field: 'qty' }),
    );
    renderWithProviders(<ResourcePage resource="ibLpn" />);
    const dialog = await openDialog();
    confirm(dialog);
    expect(await within(dialog).findByText('qty: 最大为 500')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('prints the selected rows and a single row', async () => {
    renderWithProviders(<ResourcePage resource="ibLpn" />);
    await screen.findByText('LPN261122000011');
    const printSelected = screen.getByRole('button', { name: /打印所选/ });
    expect((printSelected as HTMLButtonElement).disabled).toBe(true);
    const row = screen.getByText('LPN261122000011').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect((screen.getByRole('button', { name: /打印所选/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /打印所选/ }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/inbound/ib/lpn/~print', { method: 'POST', body: { ids: [11] } }));
    const other = screen.getByText('LPN261122000012').closest('tr')!;
    fireEvent.click(within(other).getByRole('button', { name: /^打\s?印$/ }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/inbound/ib/lpn/~print', { method: 'POST', body: { ids: [12] } }));
  });

  it('offers neither action without the permissions', async () => {
    granted.perms = ['inbound/ibLpn/view'];
    renderWithProviders(<ResourcePage resource="ibLpn" />);
    await screen.findByText('LPN261122000011');
    expect(screen.queryByRole('button', { name: /生成标签/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /打印所选/ })).toBeNull();
  });
});

// The outbound screens are the same component given their definition: their own URLs, title and permissions.
describe('Ship-box labels: the same screen on its own calls', { timeout: 20_000 }, () => {
  beforeEach(() => {
    post.mockImplementation(async (url: string) => {
      if (url === '/outbound/ob/label/~page/get') return { action: 'ok', message: '', count: 2, data: { rows } } as never;
      throw new Error(`unexpected POST ${url}`);
    });
  });

  it('generates through /outbound/ob/label under its own title, and prints a row', async () => {
    renderWithProviders(<ResourcePage resource="obLabel" />);
    const dialog = await openDialog();
    expect(within(dialog).getByText('生成箱标签')).toBeTruthy();
    confirm(dialog);
    await waitFor(() => expect(download).toHaveBeenCalledWith('/outbound/ob/label/~add', { params: { qty: 1, print: 1 } }));
    const row = screen.getByText('LPN261122000012').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^打\s?印$/ }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/outbound/ob/label/~print', { method: 'POST', body: { ids: [12] } }),
    );
  });

  it('asks for outbound/obLabel permissions, not the inbound ones', async () => {
    granted.perms = ['inbound/ibLpn/add', 'inbound/ibLpn/print'];
    renderWithProviders(<ResourcePage resource="obLabel" />);
    await screen.findByText('LPN261122000011');
    expect(screen.queryByRole('button', { name: /生成标签/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /打印所选/ })).toBeNull();
  });
});
