import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import StatementPage from './StatementPage.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
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
const download = vi.mocked(api.download);
const row = (id: number, status: string, over: object = {}) => ({
  id,
  partner: id,
  partnerKind: 'customer',
  partnerCode: `C-${id}`,
  partnerName: `Plant ${id}`,
  month: '2025-02-01',
  status,
  charged: true,
  opening: 18,
  outQty: 6,
  backQty: 12,
  closing: 12,
  rent: 125300,
  lossValue: 800000,
  total: 925300,
  currency: 'CNY',
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['inventory/accountStatement/view', 'inventory/accountStatement/print', 'inventory/accountStatement/reply'];
  post.mockImplementation(async (url: string) => {
    if (url === '/inventory/account/statement/~page/get')
      return { action: 'ok', message: '', count: 2, data: { rows: [row(1, 'issued'), row(2, 'confirmed')] } } as never;
    throw new Error(`unexpected POST ${url}`);
  });
  download.mockResolvedValue(undefined);
  get.mockImplementation(async (url: string, params?: { name?: string; id?: number }) => {
    if (url === '/system/dict/_get' && params?.name === 'packagingType')
      return {
        data: [
          { value: 'pallet', label: 'Pallet' },
          { value: 'palletLid', label: 'Pallet lid' },
        ],
      } as never;
    if (url === '/inventory/account/statement/_detail/get')
      return { data: { statement: row(1, 'issued'), lines, postings: [] } } as never;
    return { data: null } as never;
  });
});

const line = (packagingType: string, closing: number, rent: number) => ({
  packagingType,
  opening: closing,
  outQty: 0,
  backQty: 0,
  closing,
  writtenOff: 0,
  chargedOff: 0,
  freeDays: 10,
  unitDays: 0,
  dailyRent: 0,
  lossPrice: 0,
  rent,
  lossValue: 0,
});
const lines = [line('pallet', 10, 125300), line('palletLid', 2, 0)];

/** The list's column titles, left to right (antd also draws a hidden measuring row: only the header's). */
const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent ?? '');

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;

describe('container statements screen', () => {
  it('lists statements with status and amounts, prints either language, answers only what is open', async () => {
    renderWithProviders(<StatementPage />, { lang: 'en', route: '/?month=2025-02' });
    const r1 = await rowOf('C-1');
    within(r1).getByText('Issued');
    within(r1).getByText('9,253.00');
    within(r1).getByText('2025-02');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/inventory/account/statement/~page/get',
        expect.objectContaining({ month: '2025-02' }),
        expect.anything(),
      ),
    );
    fireEvent.click(within(r1).getByRole('button', { name: 'PDF (English)' }));
    expect(download).toHaveBeenCalledWith('/inventory/account/statement/~print', { params: { id: 1, lang: 'en' } });
    within(r1).getByRole('button', { name: 'Record answer' });
    const r2 = await rowOf('C-2');
    within(r2).getByText('Confirmed');
    expect(within(r2).queryByRole('button', { name: 'Record answer' })).toBeNull();
    // Making statements needs its own permission.
    expect(screen.queryByRole('button', { name: /Make statements/ })).toBeNull();
  });

  it('shows no unit figures summed over packaging types; the money owed comes right after who and what state (issue 34 §6)', async () => {
    renderWithProviders(<StatementPage />, { lang: 'en' });
    await rowOf('C-1');
    const shown = headers();
    for (const crossType of ['Opening', 'Out', 'Back', 'Closing']) expect(shown).not.toContain(crossType);
    expect(shown.slice(0, 8)).toEqual([
      'Month',
      'Partner code',
      'Partner',
      'Status',
      'Rent',
      'Loss value',
      'Total owed',
      'Currency',
    ]);
    // Offered in the column settings, not shown at first (an uncharged partner's rent reads 0 already).
    for (const later of ['Charged', 'Partner type', 'Interim', 'Made', 'Answered on', 'Answer', 'Recorded by'])
      expect(shown).not.toContain(later);
  });

  it('the partner’s name opens the statement’s figures per packaging type, never added up across types', async () => {
    renderWithProviders(<StatementPage />, { lang: 'en' });
    fireEvent.click(await screen.findByText('Plant 1'));
    const drawer = await screen.findByRole('dialog');
    within(drawer).getByText('Statement of C-1 Plant 1, 2025-02: per packaging type');
    const table = await within(drawer).findByTestId('statement-lines');
    await within(table).findByText('Pallet lid');
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['Pallet', '10', '0', '0', '10', '0', '0', '10', '1,253.00', '0.00'],
      ['Pallet lid', '2', '0', '0', '2', '0', '0', '10', '0.00', '0.00'],
    ]);
    // The amounts name the statement's currency; a charged one shows the write-offs charged for and the free days.
    const titles = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(titles.slice(-4)).toEqual(['Charged off', 'Free days', 'Rent (CNY)', 'Loss value (CNY)']);
    expect(table.querySelector('.ant-table-summary')).toBeNull();
    expect(get).toHaveBeenCalledWith('/inventory/account/statement/_detail/get', { id: 1 });
  });
});
