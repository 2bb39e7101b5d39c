import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { fb } from '../../test/mocks.ts';
import { postWriteOff } from './containerApi.ts';
import { WriteOffDialog } from './WriteOffDialog.tsx';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
vi.mock('./containerApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./containerApi.ts')>()),
  postWriteOff: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
const send = vi.mocked(postWriteOff);
const CAF = { partnerKind: 'customer' as const, refId: 2, name: 'Changan Ford' };
const LINERS = { packagingType: 'liner' as const, balance: 50 };
let answer: boolean;

beforeEach(() => {
  vi.clearAllMocks();
  answer = true;
  vi.mocked(api.get).mockResolvedValue({ action: 'ok', data: [] } as never);
  fb.modal.confirm.mockImplementation((o: { onOk?: () => void; onCancel?: () => void }) =>
    answer ? o.onOk?.() : o.onCancel?.(),
  );
  send.mockResolvedValue({ message: 'ok', data: { id: 9, account: 1, partner: 7, qty: -20, balance: 30 } });
});

function open(onDone = vi.fn()) {
  renderWithProviders(<WriteOffDialog partner={CAF} account={LINERS} onClose={() => {}} onDone={onDone} />, { lang: 'en' });
  return screen.findByRole('dialog');
}
const fill = (d: HTMLElement, qty: string, reason = 'lost in transit') => {
  fireEvent.change(within(d).getByLabelText('Quantity'), { target: { value: qty } });
  fireEvent.change(within(d).getByLabelText('Reason'), { target: { value: reason } });
};
const writeOff = (d: HTMLElement) => fireEvent.click(within(d).getByRole('button', { name: 'Write off' }));

describe('write-off dialog', () => {
  it('names partner and packaging, and allows at most the balance held', async () => {
    const d = await open();
    within(d).getByText('Write-off: Changan Ford · Liner');
    within(d).getByText('Balance held 50');
    fill(d, '51');
    writeOff(d);
    await within(d).findByText('At most 50 can be written off (the balance held)');
    fill(d, '', '  ');
    writeOff(d);
    await within(d).findByText('Enter a quantity');
    within(d).getByText('Enter a reason');
    expect(fb.modal.confirm).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks to confirm naming partner, packaging and quantity; sends nothing when declined', async () => {
    answer = false;
    const d = await open();
    fill(d, '20');
    writeOff(d);
    await waitFor(() =>
      expect(fb.modal.confirm).toHaveBeenCalledWith(
        expect.objectContaining({ content: expect.stringContaining('Write off 20 Liner held by Changan Ford?') }),
      ),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('writes off once confirmed', async () => {
    const done = vi.fn();
    const d = await open(done);
    fill(d, '20');
    writeOff(d);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        partnerKind: 'customer',
        refId: 2,
        packagingType: 'liner',
        qty: 20,
        reason: 'lost in transit',
        chargeable: true,
      }),
      expect.any(String),
    );
    expect(fb.message.success).toHaveBeenCalledWith('Written off; balance 30');
  });

  it('charges the partner unless unticked (damaged at our site)', async () => {
    const done = vi.fn();
    const d = await open(done);
    const charge = within(d).getByRole('checkbox', { name: 'Charge the partner (not when damaged at our site)' });
    expect(charge).toHaveProperty('checked', true);
    fill(d, '3', 'crushed by our forklift');
    fireEvent.click(charge);
    expect(charge).toHaveProperty('checked', false);
    writeOff(d);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ packagingType: 'liner', qty: 3, reason: 'crushed by our forklift', chargeable: false }),
      expect.any(String),
    );
  });

  it('words the checkbox in Chinese', async () => {
    renderWithProviders(<WriteOffDialog partner={CAF} account={LINERS} onClose={() => {}} onDone={() => {}} />, {
      lang: 'zh-CN',
    });
    const d = await screen.findByRole('dialog');
    expect(within(d).getByRole('checkbox', { name: '向往来方收费（在我方场地损坏的不收费）' })).toHaveProperty('checked', true);
  });

  it("shows the server's refusal as it is worded (the balance fell meanwhile)", async () => {
    const words = 'Changan Ford holds 10 Liner; Write-off of 20 would leave -10: a balance cannot go below zero';
    send.mockRejectedValueOnce(new ApiError('Status:409', 409, { action: 'error', message: words, field: 'qty' }));
    const done = vi.fn();
    const d = await open(done);
    fill(d, '20');
    writeOff(d);
    expect(await within(d).findByTestId('ctr-refusal')).toHaveProperty('textContent', words);
    expect(done).not.toHaveBeenCalled();
  });
});
