import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en.ts';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import DriftPage from './DriftPage.tsx';

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);

// Dialog validation and refetches render slowly on a loaded 2-core runner: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });
const get = vi.mocked(api.get);

beforeEach(() => vi.clearAllMocks());

const renderPage = () => {
  const { i18n } = renderWithProviders(<DriftPage />, { lang: 'en' });
  i18n.addStrings('en', en);
};

describe('ledger drift screen', () => {
  const reports = (stock: object[], accounts: object[]) =>
    get.mockImplementation(
      async (url: string) => ({ action: 'ok', data: { rows: url === '/inventory/stock/_drift' ? stock : accounts } }) as never,
    );

  it('says that all rows and accounts agree when both reports are empty', async () => {
    reports([], []);
    renderPage();
    expect((await screen.findAllByText('All stock rows agree with their ledger')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('All container accounts agree with their postings')).length).toBeGreaterThan(0);
    expect(get).toHaveBeenCalledWith('/inventory/stock/_drift');
    expect(get).toHaveBeenCalledWith('/inventory/account/_drift');
  });

  it('lists a drifted row and a drifted account with their differences', async () => {
    reports(
      [{ id: 12, sku: 'PAL-1200', location: 'A-01', qoh: 9, ledger: 4 }],
      [{ account: 3, partner: 'CU-SVW', packagingType: 'pallet', balance: 10, posted: 7, open: 10 }],
    );
    renderPage();
    await screen.findByText('1 stock rows differ from their ledger');
    await screen.findByText('1 container accounts differ from their postings');
    expect(screen.getByText('PAL-1200')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    expect(screen.getByText('CU-SVW')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });
});
