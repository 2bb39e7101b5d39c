import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en.ts';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import FloorStatsPage from './FloorStatsPage.tsx';

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const get = vi.mocked(api.get);
beforeEach(() => vi.clearAllMocks());

describe('worker figures screen', () => {
  it('asks for the last seven days and shows each worker’s day with its pace and error rate', async () => {
    get.mockResolvedValue({
      action: 'ok',
      data: [
        {
          day: '2026-11-27',
          userId: 4,
          account: 'w1',
          name: 'Li Lei',
          scans: 600,
          errors: 3,
          firstAt: '2026-11-27T08:00:00Z',
          lastAt: '2026-11-27T10:00:00Z',
          scansPerHour: 300,
          errorsPer1000: 5,
        },
      ],
    } as never);
    const { i18n } = renderWithProviders(<FloorStatsPage />, { lang: 'en' });
    i18n.addStrings('en', en);
    expect(await screen.findByText('Li Lei (w1)')).toBeTruthy();
    expect(screen.getByText('300')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    const [url, params] = get.mock.calls[0]!;
    expect(url).toBe('/inventory/floor/~stats');
    const { from, to } = params as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
  });
});
