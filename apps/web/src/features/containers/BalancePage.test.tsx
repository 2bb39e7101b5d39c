import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import BalancePage from './BalancePage.tsx';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/auth/usePermission.ts', () => ({ usePermission: () => ({ has: () => false }) }));
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
configure({ asyncUtilTimeout: 5000 });

const post = vi.mocked(api.post);
const PATH = '/inventory/account/balance/~page/get';
const account = (id: number, packagingType: string, balance: number) => ({
  id,
  partner: 1,
  partnerKind: 'customer',
  partnerCode: 'C-1',
  partnerName: 'Plant One',
  packagingType,
  balance,
  age0: balance,
  age31: 0,
  age61: 0,
  age91: 0,
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.get).mockResolvedValue({ data: null } as never);
  // The server sums whatever it is asked for: the screen decides whether the sum means anything.
  post.mockImplementation(async (url: string, body?: unknown) => {
    if (url !== PATH) throw new Error(`unexpected POST ${url}`);
    const { packagingType } = body as { packagingType?: string };
    const rows = packagingType
      ? [account(1, packagingType, 40), account(2, packagingType, 2)]
      : [account(1, 'pallet', 40), account(2, 'palletLid', 2)];
    const summary = { balance: 42, age0: 42, age31: 0, age61: 0, age91: 0 };
    return {
      action: 'ok',
      message: '',
      count: 2,
      data: { rows, ...((body as { summary?: boolean }).summary ? { summary } : {}) },
    } as never;
  });
});

const summaryRow = () => document.querySelector('.ant-table-summary');

describe('container balances: totals of units (issue 34 §6)', () => {
  it('adds up no units across packaging types: no totals row, none asked for', async () => {
    renderWithProviders(<BalancePage />, { lang: 'en' });
    await screen.findAllByText('Plant One');
    expect(summaryRow()).toBeNull();
    expect(screen.queryByText('42')).toBeNull();
    expect(post).toHaveBeenCalledWith(PATH, expect.not.objectContaining({ summary: true }), expect.anything());
  });

  it('totals the units of one packaging type, chosen in the toolbar', async () => {
    renderWithProviders(<BalancePage />, { lang: 'en', route: '/?type=pallet' });
    await screen.findAllByText('Plant One');
    expect(post).toHaveBeenCalledWith(
      PATH,
      expect.objectContaining({ packagingType: 'pallet', summary: true }),
      expect.anything(),
    );
    await vi.waitFor(() => expect(summaryRow()?.textContent).toContain('42'));
    expect(summaryRow()?.textContent).toContain('Total');
  });

  it('totals the units of one packaging type, chosen in the filter', async () => {
    const filter = encodeURIComponent(JSON.stringify([{ field: 'packagingType', operator: 'eq', value: 'palletLid' }]));
    renderWithProviders(<BalancePage />, { lang: 'en', route: `/?filter=${filter}` });
    await screen.findAllByText('Plant One');
    await vi.waitFor(() => expect(summaryRow()?.textContent).toContain('42'));
  });
});
