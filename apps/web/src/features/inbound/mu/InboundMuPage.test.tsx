import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zh } from '../../../locales/zh.ts';
import { ApiError, api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { fb } from '../../../test/mocks.ts';
import InboundMuPage from './InboundMuPage.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);

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
    id: '1-MU-1',
    lpn: 'MU-1',
    warehouse: 1,
    warehouseLabel: '主仓',
    orderNo: 'IB1',
    status: 'open',
    skuCount: 2,
    lines: 2,
    qty: 14,
    stockQty: 0,
    openQty: 14,
  },
  {
    id: '1-MU-2',
    lpn: 'MU-2',
    warehouse: 1,
    warehouseLabel: '主仓',
    orderNo: 'IB2',
    status: 'stored',
    skuCount: 1,
    lines: 1,
    qty: 3,
    stockQty: 3,
    openQty: 0,
  },
];
const lines = [
  {
    id: 7,
    orderNo: 'IB1',
    lineNo: 1,
    skuLabel: 'PAL-1200',
    itemName: '托盘',
    shipQty: 10,
    stockQty: 0,
    openQty: 10,
    lotNo: 'L1',
    shipBoxLbl: 'B1',
  },
  {
    id: 8,
    orderNo: 'IB1',
    lineNo: 2,
    skuLabel: 'LID-1200',
    itemName: '盖',
    shipQty: 4,
    stockQty: 0,
    openQty: 4,
    lotNo: 'L1',
    shipBoxLbl: 'B2',
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['inbound/ibMu/view', 'inbound/ibMu/store'];
  post.mockImplementation(async (url: string) => {
    if (url === '/inbound/ib/mu/~page/get') return { action: 'ok', message: '', count: 2, data: { rows: pallets } } as never;
    if (url === '/setting/location/~page/get') return { action: 'ok', data: { rows: [{ id: 31, code: 'A-01' }] } } as never;
    if (url === '/inbound/ib/mu/~store')
      return { action: 'ok', data: { lpn: 'MU-1', location: 31, lines: 2, qty: 14, orders: [] } } as never;
    throw new Error(`unexpected POST ${url}`);
  });
  get.mockResolvedValue({ action: 'ok', message: '', data: lines } as never);
  // The confirmation is answered yes.
  fb.modal.confirm.mockImplementation((o: { onOk?: () => void }) => o.onOk?.());
});

/** The screen with the app's own strings (the test i18n holds only labels and table strings); they arrive before the rows. */
const renderPage = () => {
  const { i18n } = renderWithProviders(<InboundMuPage />);
  i18n.addStrings('zh-CN', zh);
};

const openDialog = async () => {
  const cell = await screen.findByText('MU-1');
  fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: /上\s?架/ }));
  return screen.findByRole('dialog');
};

/** The list and the location picker answer; the put-away is refused with `message` on `field`. */
const refuseStore = (message: string, field: string) =>
  post.mockImplementation(async (url: string) => {
    if (url === '/inbound/ib/mu/~page/get') return { action: 'ok', message: '', count: 2, data: { rows: pallets } } as never;
    if (url === '/setting/location/~page/get') return { action: 'ok', data: { rows: [{ id: 31, code: 'A-01' }] } } as never;
    throw new ApiError('refused', 400, { action: 'error', message, field }, true);
  });

describe('Inbound MU screen', { timeout: 20_000 }, () => {
  it('offers put-away only on open pallets, shows the contents, and stores at the chosen location after confirming', async () => {
    renderPage();
    const stored = await screen.findByText('MU-2');
    expect(within(stored.closest('tr')!).queryByRole('button')).toBeNull();
    const dialog = await openDialog();
    await within(dialog).findByText('PAL-1200');
    expect(get).toHaveBeenCalledWith('/inbound/ib/mu/~items/get', { lpn: 'MU-1', warehouse: 1 });
    // Locations are those of the pallet's warehouse.
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/setting/location/~page/get',
        expect.objectContaining({ filter: [{ field: 'warehouse', operator: 'include', value: [1] }] }),
      ),
    );
    fireEvent.mouseDown(within(dialog).getByLabelText('上架库位'));
    fireEvent.click(await screen.findByTitle('A-01'));
    fireEvent.click(within(dialog).getByRole('button', { name: /上\s?架/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/inbound/ib/mu/~store', {
        lpn: 'MU-1',
        location: 31,
        items: [
          { id: 7, lotNo: 'L1', shipBoxLbl: 'B1' },
          { id: 8, lotNo: 'L1', shipBoxLbl: 'B2' },
        ],
      }),
    );
    expect(fb.modal.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: '确认将托盘 MU-1 上的 2 行、共 14 件全部上架到 A-01？' }),
    );
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('托盘 MU-1 已上架：2 行，共 14 件'));
  });

  it('asks for a location, and shows a refused location on its item', async () => {
    refuseStore('库位 A-01 不属于托盘 MU-1 所在的仓库 WH1', 'location');
    renderPage();
    const dialog = await openDialog();
    await within(dialog).findByText('PAL-1200');
    fireEvent.click(within(dialog).getByRole('button', { name: /上\s?架/ }));
    await within(dialog).findByText('请选择上架库位', { selector: '.ant-form-item-explain-error' });
    fireEvent.mouseDown(within(dialog).getByLabelText('上架库位'));
    fireEvent.click(await screen.findByTitle('A-01'));
    fireEvent.click(within(dialog).getByRole('button', { name: /上\s?架/ }));
    await within(dialog).findByText('库位 A-01 不属于托盘 MU-1 所在的仓库 WH1');
  });

  it('asks for the lot and box label a line lacks, proposing the order number and the pallet, and sends them', async () => {
    get.mockResolvedValue({
      action: 'ok',
      message: '',
      data: [
        { ...lines[0], lotNo: null, shipBoxLbl: ' ' },
        { ...lines[1], shipBoxLbl: null },
      ],
    } as never);
    renderPage();
    const dialog = await openDialog();
    const lot1 = (await within(dialog).findByLabelText('批次号 IB1-1')) as HTMLInputElement;
    await waitFor(() => expect(lot1.value).toBe('IB1'));
    expect((within(dialog).getByLabelText('箱标签 IB1-1') as HTMLInputElement).value).toBe('MU-1');
    expect((within(dialog).getByLabelText('批次号 IB1-2') as HTMLInputElement).value).toBe('L1');
    expect((within(dialog).getByLabelText('箱标签 IB1-2') as HTMLInputElement).value).toBe('MU-1');
    fireEvent.mouseDown(within(dialog).getByLabelText('上架库位'));
    fireEvent.click(await screen.findByTitle('A-01'));
    // An emptied cell is asked for before anything is sent.
    fireEvent.change(lot1, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /上\s?架/ }));
    await within(dialog).findByText('请填写批次号', { selector: '.ant-form-item-explain-error' });
    expect(post).not.toHaveBeenCalledWith('/inbound/ib/mu/~store', expect.anything());
    fireEvent.change(lot1, { target: { value: 'LOT-7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /上\s?架/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/inbound/ib/mu/~store', {
        lpn: 'MU-1',
        location: 31,
        items: [
          { id: 7, lotNo: 'LOT-7', shipBoxLbl: 'MU-1' },
          { id: 8, lotNo: 'L1', shipBoxLbl: 'MU-1' },
        ],
      }),
    );
  });

  it('shows a refused box label on its cell', async () => {
    refuseStore('托盘 MU-1 上入库单 IB1 第 2 行缺少箱标签', 'items.1.shipBoxLbl');
    renderPage();
    const dialog = await openDialog();
    await within(dialog).findByText('PAL-1200');
    fireEvent.mouseDown(within(dialog).getByLabelText('上架库位'));
    fireEvent.click(await screen.findByTitle('A-01'));
    fireEvent.click(within(dialog).getByRole('button', { name: /上\s?架/ }));
    const error = await within(dialog).findByText('托盘 MU-1 上入库单 IB1 第 2 行缺少箱标签');
    expect(error.closest('.ant-form-item')!.querySelector('input')!.getAttribute('aria-label')).toBe('箱标签 IB1-2');
  });

  it('shows no put-away to a user without the store permission', async () => {
    granted.perms = ['inbound/ibMu/view'];
    renderPage();
    const cell = await screen.findByText('MU-1');
    expect(within(cell.closest('tr')!).queryByRole('button')).toBeNull();
  });
});
