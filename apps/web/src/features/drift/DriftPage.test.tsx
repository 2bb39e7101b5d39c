import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../locales/en.ts';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import DriftPage from './DriftPage.tsx';

vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
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
  it('says that all rows agree when the report is empty', async () => {
    get.mockResolvedValue({ action: 'ok', count: 0, data: { rows: [] } } as never);
    renderPage();
    expect((await screen.findAllByText('All stock rows agree with their ledger')).length).toBeGreaterThan(0);
    expect(get).toHaveBeenCalledWith('/inventory/stock/_drift');
  });

  it('lists a drifted row with its difference', async () => {
    get.mockResolvedValue({
      action: 'ok',
      count: 1,
      data: { rows: [{ id: 12, sku: 'PAL-1200', location: 'A-01', qoh: 9, ledger: 4 }] },
    } as never);
    renderPage();
    await screen.findByText('1 stock rows differ from their ledger');
    expect(screen.getByText('PAL-1200')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
  });
});
