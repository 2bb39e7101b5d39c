import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { fb } from '../../test/mocks.ts';
import { postManual } from './containerApi.ts';
import { PostDialog } from './PostDialog.tsx';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
vi.mock('./containerApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./containerApi.ts')>()),
  postManual: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
const send = vi.mocked(postManual);
const CAF = { partnerKind: 'customer' as const, refId: 2, name: '长安福特汽车有限公司' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/setting/customer/_select')
      return {
        data: { rows: [{ id: 2, label: '长安福特汽车有限公司', code: 'CU-CAF', name: '长安福特汽车有限公司' }], total: 1 },
      } as never;
    return { action: 'ok', data: [] } as never;
  });
  send.mockResolvedValue({ message: 'ok', data: { id: 1, account: 1, partner: 7, qty: 5, balance: 5 } });
});

async function choose(d: HTMLElement, label: string, option: string) {
  const box = within(d).getByLabelText(label);
  fireEvent.mouseDown(box);
  fireEvent.click(await screen.findByTitle(option));
}

const ok = (d: HTMLElement) => fireEvent.click(within(d).getByRole('button', { name: 'OK' }));

describe('manual posting dialog', () => {
  it('asks for partner, packaging type, quantity and reason before sending anything', async () => {
    renderWithProviders(<PostDialog open onClose={() => {}} onDone={() => {}} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    ok(d);
    await within(d).findByText('Choose a partner');
    within(d).getByText('Choose a packaging type');
    within(d).getByText('Enter a quantity');
    within(d).getByText('Enter a reason');
    fireEvent.change(within(d).getByLabelText('Quantity'), { target: { value: '0' } });
    ok(d);
    await within(d).findByText('The quantity must be a whole number above zero');
    expect(send).not.toHaveBeenCalled();
  });

  it('picks a customer from its master list and posts a correction (+)', async () => {
    const done = vi.fn();
    renderWithProviders(<PostDialog open onClose={() => {}} onDone={done} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    await choose(d, 'Partner', '长安福特汽车有限公司');
    await choose(d, 'Packaging type', 'Liner');
    fireEvent.change(within(d).getByLabelText('Quantity'), { target: { value: '50' } });
    fireEvent.change(within(d).getByLabelText('Reason'), { target: { value: ' opening count ' } });
    ok(d);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        partnerKind: 'customer',
        refId: 2,
        packagingType: 'liner',
        kind: 'correction',
        qty: 50,
        reason: 'opening count',
        postedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
      expect.any(String),
    );
    expect(vi.mocked(api.get)).toHaveBeenCalledWith('/setting/customer/_select', expect.anything());
    // Posted from the balances screen: the toast links to the partner's account.
    const toast = render(vi.mocked(fb.message.success).mock.calls[0]![0] as ReactElement);
    expect(toast.container.textContent).toBe('Posted; balance 5 Open the account');
    expect(toast.getByText('Open the account').getAttribute('href')).toBe('/inventory/account/partner?id=7');
  });

  it('shows the refusal as the server words it, and sends the same submit again under the same key', async () => {
    const words = '长安福特汽车有限公司 持有托盘 3 个，更正 5 个后将为 -2：余额不能小于零';
    send.mockRejectedValueOnce(new ApiError('Status:409', 409, { action: 'error', message: words, field: 'qty' }));
    renderWithProviders(<PostDialog open partner={CAF} onClose={() => {}} onDone={() => {}} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    expect(within(d).queryByLabelText('Partner')).toBeNull();
    await choose(d, 'Packaging type', 'Pallet');
    fireEvent.click(within(d).getByText('Correction (−, returned unrecorded)'));
    fireEvent.change(within(d).getByLabelText('Quantity'), { target: { value: '5' } });
    fireEvent.change(within(d).getByLabelText('Reason'), { target: { value: 'returned' } });
    ok(d);
    expect(await within(d).findByTestId('ctr-refusal')).toHaveProperty('textContent', words);
    expect(send.mock.calls[0]![0]).toMatchObject({ refId: 2, kind: 'correction', qty: -5, packagingType: 'pallet' });

    ok(d);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    await waitFor(() => expect(within(d).queryByTestId('ctr-refusal')).toBeNull());
  });

  it('gives a changed submit a new key', async () => {
    send.mockRejectedValueOnce(new ApiError('no answer', 0, undefined));
    renderWithProviders(<PostDialog open partner={CAF} onClose={() => {}} onDone={() => {}} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    await choose(d, 'Packaging type', 'Pallet');
    fireEvent.click(within(d).getByText('Found'));
    fireEvent.change(within(d).getByLabelText('Quantity'), { target: { value: '4' } });
    fireEvent.change(within(d).getByLabelText('Reason'), { target: { value: 'found in yard' } });
    ok(d);
    await within(d).findByTestId('ctr-refusal');
    fireEvent.change(within(d).getByLabelText('Quantity'), { target: { value: '3' } });
    ok(d);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[0]![0]).toMatchObject({ kind: 'found', qty: 4 });
    expect(send.mock.calls[1]![0]).toMatchObject({ kind: 'found', qty: 3 });
    expect(send.mock.calls[1]![1]).not.toBe(send.mock.calls[0]![1]);
    // On the partner's own account the toast needs no link.
    await waitFor(() => expect(fb.message.success).toHaveBeenCalledWith('Posted; balance 5'));
  });
});
