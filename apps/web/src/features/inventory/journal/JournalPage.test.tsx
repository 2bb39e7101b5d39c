import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import JournalPage from './JournalPage.tsx';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
vi.mock('../../../shared/auth/usePermission.ts', () => ({ usePermission: () => ({ has: () => true }) }));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);

const post = vi.mocked(api.post);
const row = { id: '3-2026-01-05', day: '2026-01-05', sku: 3, skuLabel: 'PAL-1200', warehouseLabel: 'Main' };
const journal = { ...row, opening: 100, inbound: 20, outbound: 30, adjustment: -4, closing: 86 };
const delivery = { ...row, consignee: 9, consigneeLabel: 'Plant North', qty: 30, orders: 2 };

beforeEach(() => {
  vi.clearAllMocks();
  post.mockImplementation(async (url: string) => {
    if (url === '/inventory/journal/~page/get') return { action: 'ok', count: 1, data: { rows: [journal] } } as never;
    if (url === '/inventory/journal/delivery/~page/get') return { action: 'ok', count: 1, data: { rows: [delivery] } } as never;
    throw new Error(`unexpected POST ${url}`);
  });
  vi.mocked(api.get).mockResolvedValue({ action: 'ok', data: [] } as never);
});

const bodies = (url: string) => post.mock.calls.filter(([u]) => u === url).map(([, b]) => b as Record<string, unknown>);

describe('stock journal screen', () => {
  it('lists a day per SKU over the range in the address, and switches to outbound days and to deliveries', async () => {
    renderWithProviders(<JournalPage />, { route: '/?start=2026-01-01&end=2026-01-31', lang: 'en' });
    const cell = await screen.findByText('PAL-1200');
    const tr = cell.closest('tr')!;
    for (const text of ['2026-01-05', '100', '20', '30', '-4', '86']) expect(within(tr).getByText(text)).toBeTruthy();
    expect(bodies('/inventory/journal/~page/get')[0]).toMatchObject({ view: 'sum', start: '2026-01-01', end: '2026-01-31' });
    for (const h of ['Opening', 'Inbound', 'Outbound', 'Adjustment', 'Closing']) {
      expect(screen.getAllByRole('columnheader').map((c) => c.textContent?.trim())).toContain(h);
    }
    // The toolbar is the list's: a new view renders a new one.
    const views = () => document.querySelector('.ant-segmented') as HTMLElement;
    fireEvent.click(within(views()).getByText('Outbound'));
    await waitFor(() => expect(bodies('/inventory/journal/~page/get').at(-1)).toMatchObject({ view: 'outbound' }));
    fireEvent.click(within(views()).getByText('Deliveries'));
    await waitFor(() => expect(bodies('/inventory/journal/delivery/~page/get')[0]).toMatchObject({ start: '2026-01-01' }));
    await screen.findByText('Plant North');
  });
});
