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
  partner: {
    id: 4,
    partnerKind: 'customer',
    refId: 2,
    code: 'CU-CAF',
    name: 'Changan Ford',
    freeDays: 30,
    charged: false,
    statementEmail: null,
  },
  accounts: [],
  prices: [{ packagingType: 'pallet', dailyRent: 50, lossPrice: 12000, freeDays: null }],
  currency: 'CNY',
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.get).mockResolvedValue({ action: 'ok', data: [] } as never);
  save.mockImplementation(async (body) => ({ ...detail, prices: body.prices }));
});

describe('charges dialog', () => {
  it('shows saved prices in currency units', () => {
    expect(priceTexts(detail.prices)[0]).toEqual({ dailyRent: '0.50', lossPrice: '120.00', freeDays: null });
    expect(priceTexts(detail.prices)[1]).toEqual({});
  });

  it('sends typed amounts as whole minor units, parsed from the text (no float rounding)', () => {
    // 0.29, 0.57, 1.13 and 4.35 are the amounts whose × 100 in floating point is not a whole number.
    expect(pricesOf([{ dailyRent: '0.29', lossPrice: '4.35' }, {}, { dailyRent: '1.13' }, { lossPrice: '0.57' }])).toEqual([
      { packagingType: 'pallet', dailyRent: 29, lossPrice: 435, freeDays: null },
      { packagingType: 'plasticBox', dailyRent: 113, lossPrice: 0, freeDays: null },
      { packagingType: 'plasticBoxLid', dailyRent: 0, lossPrice: 57, freeDays: null },
    ]);
  });

  it('sends a type’s own free days, with or without prices; empty means the partner’s', () => {
    expect(pricesOf([{ dailyRent: '1', freeDays: 0 }, { freeDays: 7 }, { freeDays: null }])).toEqual([
      { packagingType: 'pallet', dailyRent: 100, lossPrice: 0, freeDays: 0 },
      { packagingType: 'palletLid', dailyRent: 0, lossPrice: 0, freeDays: 7 },
    ]);
    expect(priceTexts([{ packagingType: 'liner', dailyRent: 1250, lossPrice: 0, freeDays: 5 }], 0)[4]).toEqual({
      dailyRent: '1250',
      lossPrice: '0',
      freeDays: 5,
    });
    expect(pricesOf([{ dailyRent: '1250' }], 0)).toEqual([
      { packagingType: 'pallet', dailyRent: 1250, lossPrice: 0, freeDays: null },
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
    const email = within(d).getByLabelText('Statement e-mail');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await within(d).findByText('Enter an e-mail address');
    fireEvent.change(email, { target: { value: 'accounts@changan-ford.example' } });
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      partnerKind: 'customer',
      refId: 2,
      freeDays: 45,
      charged: true,
      statementEmail: 'accounts@changan-ford.example',
      prices: [
        { packagingType: 'pallet', dailyRent: 29, lossPrice: 12000, freeDays: null },
        { packagingType: 'liner', dailyRent: 0, lossPrice: 1999, freeDays: null },
      ],
    });
  });

  it('names the currency beside each amount and takes free days per packaging type, the partner’s as placeholder', async () => {
    const done = vi.fn();
    renderWithProviders(<ChargesDialog detail={detail} onClose={() => {}} onDone={done} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    // Every amount input names the site's currency; the help says it and what an empty free-days cell means.
    expect(within(d).getAllByText('CNY')).toHaveLength(2 * 7);
    within(d).getByText("Amounts in CNY. A type's free days left empty take the partner's (30 days) for its rent.");
    const palletDays = within(d).getByLabelText('Pallet Free days of the type');
    expect(palletDays).toHaveProperty('placeholder', '30');
    expect(palletDays).toHaveProperty('value', '');
    // The partner's free days change: the placeholders follow.
    fireEvent.change(within(d).getByLabelText('Free days'), { target: { value: '10' } });
    await waitFor(() => expect(within(d).getByLabelText('Liner Free days of the type')).toHaveProperty('placeholder', '10'));

    fireEvent.change(palletDays, { target: { value: '0' } });
    fireEvent.change(within(d).getByLabelText('Liner Free days of the type'), { target: { value: '45' } });
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        freeDays: 10,
        prices: [
          { packagingType: 'pallet', dailyRent: 50, lossPrice: 12000, freeDays: 0 },
          { packagingType: 'liner', dailyRent: 0, lossPrice: 0, freeDays: 45 },
        ],
      }),
    );
  });

  it('types whole yen in a currency without decimals', async () => {
    const yen: TPartnerDetail = {
      ...detail,
      currency: 'JPY',
      prices: [{ packagingType: 'pallet', dailyRent: 50, lossPrice: 12000, freeDays: null }],
    };
    const done = vi.fn();
    renderWithProviders(<ChargesDialog detail={yen} onClose={() => {}} onDone={done} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    const rent = within(d).getByLabelText('Pallet Daily rent (per unit and day)');
    expect(rent).toHaveProperty('value', '50');
    fireEvent.change(rent, { target: { value: '12.5' } });
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await within(d).findByText('A whole amount, up to 100000000');
    fireEvent.change(rent, { target: { value: '125' } });
    fireEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(save.mock.calls[0]![0].prices).toEqual([
      { packagingType: 'pallet', dailyRent: 125, lossPrice: 12000, freeDays: null },
    ]);
  });
});
