import { screen } from '@testing-library/react';
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
  byType: [{ packagingType: 'pallet', units: 12, past90: 4 }],
  top: [{ partner: 3, partnerKind: 'customer', code: 'C-P1', name: 'Plant One', units: 12, past90: 4 }],
  units: 12,
  past90: 4,
};

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (_url: string, params?: { name?: string }) => {
    if (params?.name === 'partnerKind') return { data: [{ value: 'customer', label: 'Plant customer' }] } as never;
    if (params?.name === 'packagingType') return { data: [{ value: 'pallet', label: 'Wooden pallet' }] } as never;
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
});
