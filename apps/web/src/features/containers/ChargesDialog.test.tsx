import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPartnerDetail } from '@wms/contract/containers/container-account-schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { ChargesDialog, pricesOf, priceTexts } from './ChargesDialog.tsx';
import { saveCharges } from './containerApi.ts';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
vi.mock('./containerApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./containerApi.ts')>()),
  saveCharges: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
const save = vi.mocked(saveCharges);
const detail: TPartnerDetail = {
  partner: { id: 4, partnerKind: 'customer', refId: 2, code: 'CU-CAF', name: 'Changan Ford', freeDays: 30, charged: false },
  accounts: [],
  prices: [{ packagingType: 'pallet', dailyRent: 50, lossPrice: 12000 }],
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.get).mockResolvedValue({ action: 'ok', data: [] } as never);
  save.mockImplementation(async (body) => ({ ...detail, prices: body.prices }));
});

describe('charges dialog', () => {
  it('shows saved prices in currency units', () => {
    expect(priceTexts(detail.prices)[0]).toEqual({ dailyRent: '0.50', lossPrice: '120.00' });
    expect(priceTexts(detail.prices)[1]).toEqual({});
  });

  it('sends typed amounts as whole minor units, parsed from the text (no float rounding)', () => {
    // 0.29, 0.57, 1.13 and 4.35 are the amounts whose × 100 in floating point is not a whole number.
    expect(pricesOf([{ dailyRent: '0.29', lossPrice: '4.35' }, {}, { dailyRent: '1.13' }, { lossPrice: '0.57' }])).toEqual([
      { packagingType: 'pallet', dailyRent: 29, lossPrice: 435 },
      { packagingType: 'plasticBox', dailyRent: 113, lossPrice: 0 },
      { packagingType: 'plasticBoxLid', dailyRent: 0, lossPrice: 57 },
    ]);
  });

  it('refuses an amount with three decimals, then saves free days, the switch and the prices', async () => {
    const done = vi.fn();
    renderWithProviders(<ChargesDialog detail={detail} onClose={() => {}} onDone={done} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    within(d).getByText('Charges: Changan Ford');
    expect(within(d).getByLabelText('Pallet Daily rent (per unit and day)')).toHaveProperty('value', '0.50');
    const liner = within(d).getByLabelText('Liner Loss price (per unit)');
    fireEvent.change(liner, { target: { value: '19.999' } });
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await within(d).findByText('An amount with at most two decimals, up to 1000000.00');
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(liner, { target: { value: '19.99' } });
    fireEvent.change(within(d).getByLabelText('Pallet Daily rent (per unit and day)'), { target: { value: '0.29' } });
    fireEvent.change(within(d).getByLabelText('Free days'), { target: { value: '45' } });
    fireEvent.click(within(d).getByRole('switch'));
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      partnerKind: 'customer',
      refId: 2,
      freeDays: 45,
      charged: true,
      prices: [
        { packagingType: 'pallet', dailyRent: 29, lossPrice: 12000 },
        { packagingType: 'liner', dailyRent: 0, lossPrice: 1999 },
      ],
    });
  });
});
