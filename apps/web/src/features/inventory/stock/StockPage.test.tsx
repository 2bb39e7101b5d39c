import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import InboundLedgerPage from './InboundLedgerPage.tsx';
import StockByLocationPage from './StockByLocationPage.tsx';
import StockBySkuPage from './StockBySkuPage.tsx';
import StockHistoryPage from './StockHistoryPage.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);

const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) || granted.perms.includes('*/*/*') }),
}));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);

// antd tables render slowly on a loaded machine; these tests wait for several requests each.
vi.setConfig({ testTimeout: 20_000 });

const post = vi.mocked(api.post);
const download = vi.mocked(api.download);

const stockRow = {
  id: 7,
  sku: 3,
  skuLabel: 'PAL-1200',
  itemName: 'Pallet 1200',
  warehouse: 1,
  warehouseLabel: 'Main',
  location: 2,
  locationLabel: 'A-01',
  status: 'barrier',
  qoh: 25,
  qal: 4,
  qty: 21,
  lotNo: 'L1',
  lpn: 'P1',
  box: 3,
  age: 40,
};
const skuTotal = {
  id: '1-3',
  warehouse: 1,
  warehouseLabel: 'Main',
  sku: 3,
  skuLabel: 'PAL-1200',
  qoh: 30,
  qal: 4,
  qty: 26,
  rows: 2,
};

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['*/*/*'];
  post.mockImplementation(async (url: string, body?: unknown) => {
    const b = body as Record<string, unknown>;
    if (url === '/inventory/stock/~page/get') {
      const rows = b.group ? [skuTotal] : [stockRow];
      return { action: 'ok', message: '', count: 1, data: { rows, summary: { qoh: 25, qal: 4, qty: 21, box: 3 } } } as never;
    }
    if (url === '/inventory/ledger/~page/get') {
      const row = {
        id: 1,
        type: [b.type ?? 'outbound'].flat()[0],
        qty: 5,
        orderNo: 'IB-1',
        skuLabel: 'PAL-1200',
        locationLabel: 'A-01',
      };
      return { action: 'ok', message: '', count: 1, data: { rows: [row], summary: { qty: 5 } } } as never;
    }
    throw new Error(`unexpected POST ${url}`);
  });
  vi.mocked(api.get).mockResolvedValue({ action: 'ok', data: [] } as never);
  download.mockResolvedValue();
});

const bodies = (url: string) => post.mock.calls.filter(([u]) => u === url).map(([, b]) => b as Record<string, unknown>);
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

describe('stock screens', () => {
  it('Stock by SKU lists stock rows with the spec fields, a totals row and export', async () => {
    renderWithProviders(<StockBySkuPage />, { lang: 'en' });
    const cell = await screen.findByText('PAL-1200');
    const row = cell.closest('tr')!;
    for (const text of ['Pallet 1200', 'A-01', 'Main', '25', '21', 'L1', 'P1', '40'])
      expect(within(row).getByText(text)).toBeTruthy();
    for (const h of [
      'SKU',
      'Item name',
      'Warehouse',
      'Location',
      'Status',
      'Available',
      'On hand',
      'Allocated',
      'Lot no.',
      'LPN',
      'Boxes',
      'Age (days)',
    ]) {
      expect(headers()).toContain(h);
    }
    expect(bodies('/inventory/stock/~page/get')[0]).toMatchObject({ page: 1, summary: true });
    expect(bodies('/inventory/stock/~page/get')[0]!.group).toBeUndefined();
    expect(screen.getByText('Total')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/inventory/stock/~export', expect.objectContaining({ method: 'POST' })),
    );
  });

  it('switches to totals per SKU, which asks the server to group', async () => {
    renderWithProviders(<StockBySkuPage />, { lang: 'en' });
    await screen.findByText('Pallet 1200');
    fireEvent.click(screen.getByText('stock.view.sku'));
    await waitFor(() => expect(bodies('/inventory/stock/~page/get').at(-1)).toMatchObject({ group: 'sku' }));
    await screen.findByText('30');
    expect(headers()).toContain('Stock rows');
    expect(headers()).not.toContain('Lot no.');
  });

  it('Stock by location lists in location order unless sorted otherwise, and hides export without the permission', async () => {
    granted.perms = ['inventory/stock/view'];
    renderWithProviders(<StockByLocationPage />, { lang: 'zh-CN' });
    await screen.findByText('PAL-1200');
    expect(bodies('/inventory/stock/~page/get')[0]).toMatchObject({ prop: 'location' });
    expect(headers().slice(0, 3)).toEqual(['仓库', '库位', 'SKU']);
    expect(headers()).toContain('在库数量');
    expect(screen.queryByRole('button', { name: /导\s?出/ })).toBeNull();
  });

  it('the inbound ledger asks for inbound movements only; history offers the types and a date range', async () => {
    const first = renderWithProviders(<InboundLedgerPage />, { lang: 'en' });
    await screen.findByText('IB-1');
    expect(bodies('/inventory/ledger/~page/get')[0]).toMatchObject({ type: ['inbound'] });
    expect(screen.queryByText('stock.ledger.outbound')).toBeNull();
    first.unmount();
    post.mockClear();
    renderWithProviders(<StockHistoryPage />, { route: '/?start=2026-01-01&end=2026-01-31', lang: 'en' });
    await screen.findByText('IB-1');
    const body = bodies('/inventory/ledger/~page/get')[0]!;
    expect(body).toMatchObject({ start: '2026-01-01', end: '2026-01-31' });
    expect(body.type).toBeUndefined();
    fireEvent.click(screen.getByText('stock.ledger.outbound'));
    await waitFor(() =>
      expect(bodies('/inventory/ledger/~page/get').at(-1)).toMatchObject({ type: ['outbound'], start: '2026-01-01' }),
    );
    fireEvent.click(screen.getByText('stock.ledger.adjustment'));
    await waitFor(() =>
      expect(bodies('/inventory/ledger/~page/get').at(-1)).toMatchObject({ type: ['adjustment', 'scrap', 'restore', 'unbind'] }),
    );
  });
});
