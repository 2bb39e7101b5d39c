import { screen, within } from '@testing-library/react';
import type { TContainers } from '@wms/contract/dashboard';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { ContainersPanel } from './ContainersPanel.tsx';
import { containersOption } from './dashOptions.ts';

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
// The chart's option is what is checked; drawing it needs a canvas.
vi.mock('./EChart.tsx', () => ({ EChart: () => null }));
vi.mock('./dashOptions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./dashOptions.ts')>()),
  containersOption: vi.fn(() => ({})),
}));

const DATA: TContainers = {
  byType: [
    { packagingType: 'pallet', units: 12, past90: 4 },
    { packagingType: 'palletLid', units: 5, past90: 0 },
  ],
  top: [
    {
      partner: 3,
      partnerKind: 'customer',
      code: 'C-P1',
      name: 'Plant One',
      types: [
        { packagingType: 'pallet', units: 12, past90: 4 },
        { packagingType: 'palletLid', units: 5, past90: 0 },
      ],
    },
  ],
  partners: 1,
  partnersPast90: 1,
};

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (_url: string, params?: { name?: string }) => {
    if (params?.name === 'partnerKind') return { data: [{ value: 'customer', label: 'Plant customer' }] } as never;
    if (params?.name === 'packagingType')
      return {
        data: [
          { value: 'pallet', label: 'Wooden pallet' },
          { value: 'palletLid', label: 'Lid' },
        ],
      } as never;
    return { data: [] } as never;
  });
});

describe('wall screen packaging panel', () => {
  it("labels types and partner kinds as the dictionary does (an administrator's relabelling included)", async () => {
    renderWithProviders(<ContainersPanel data={DATA} dark={false} />, { lang: 'en' });
    expect(await screen.findByText('Plant customer')).toBeTruthy();
    const option = vi.mocked(containersOption);
    await vi.waitFor(() => expect(option.mock.calls.at(-1)![2]('pallet')).toBe('Wooden pallet'));
    expect(screen.getByText(/Plant One/)).toBeTruthy();
  });

  it('labels the partners’ figures: units out and, of them, how many are out over 90 days (issue 34 §6)', async () => {
    renderWithProviders(<ContainersPanel data={DATA} dark={false} />, { lang: 'en', shell: true });
    const top = await screen.findByTestId('containers-top');
    const head = top.querySelector('.ant-list-header')!;
    expect([...head.querySelectorAll('span')].map((s) => s.textContent)).toEqual([
      'Ten partners holding most',
      'Units out',
      'Of which over 90 days',
    ]);
    await within(top).findByText('Wooden pallet 12 · Lid 5');
    const item = within(top)
      .getByText(/Plant One/)
      .closest('.ant-list-item')!;
    // Per packaging type, never 17 pallets-and-lids (issue 34 §6).
    expect([...item.firstElementChild!.children].slice(2).map((c) => c.textContent)).toEqual([
      'Wooden pallet 12 · Lid 5',
      'Wooden pallet 4',
    ]);
    expect(item.textContent).not.toContain('17');
    // No bare "(4)": the second figure stands under its label.
    expect(item.textContent).not.toContain('(');
  });

  it('speaks Chinese on the wall too', async () => {
    renderWithProviders(<ContainersPanel data={DATA} dark={false} />, { shell: true });
    const top = await screen.findByTestId('containers-top');
    within(top).getByText('在外数量');
    within(top).getByText('其中超过 90 天');
  });
});
