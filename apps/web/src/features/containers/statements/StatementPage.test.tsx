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
});

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
});
