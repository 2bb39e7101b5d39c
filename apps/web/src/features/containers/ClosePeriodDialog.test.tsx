import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { fb } from '../../test/mocks.ts';
import { ClosePeriodDialog, notEnded } from './ClosePeriodDialog.tsx';
import { closePeriod } from './containerApi.ts';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
vi.mock('./containerApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./containerApi.ts')>()),
  closePeriod: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
const send = vi.mocked(closePeriod);
const PERIOD = {
  openedOn: '2025-01-01',
  closedThrough: '2026-09-30',
  closedBy: 'admin',
  closedAt: '2026-10-02T08:00:00Z',
  firstOpen: '2026-10-01',
  currency: 'CNY',
};
let answer: boolean;

beforeEach(() => {
  vi.clearAllMocks();
  answer = true;
  fb.modal.confirm.mockImplementation((o: { onOk?: () => void; onCancel?: () => void }) =>
    answer ? o.onOk?.() : o.onCancel?.(),
  );
  send.mockImplementation(async (b) => ({ ...PERIOD, closedThrough: b.closedThrough }));
});

function open(onDone = vi.fn()) {
  renderWithProviders(<ClosePeriodDialog open period={PERIOD} onClose={() => {}} onDone={onDone} />, { lang: 'en' });
  return screen.findByRole('dialog');
}
const close = (d: HTMLElement) => fireEvent.click(within(d).getByRole('button', { name: 'Close period' }));

describe('close-period dialog', () => {
  it('starts at the closed day and asks to confirm naming the day; sends nothing when declined', async () => {
    answer = false;
    const d = await open();
    expect(within(d).getByLabelText('Last closed day')).toHaveProperty('value', '2026-09-30');
    close(d);
    await waitFor(() =>
      expect(fb.modal.confirm).toHaveBeenCalledWith(
        expect.objectContaining({ content: expect.stringContaining('Close every day through 2026-09-30?') }),
      ),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('closes once confirmed and hands the new period back', async () => {
    const done = vi.fn();
    const d = await open(done);
    close(d);
    await waitFor(() => expect(done).toHaveBeenCalledWith(expect.objectContaining({ closedThrough: '2026-09-30' })));
    expect(send).toHaveBeenCalledWith({ closedThrough: '2026-09-30', openedOn: '2025-01-01' });
    expect(fb.message.success).toHaveBeenCalledWith('Closed through 2026-09-30');
  });

  it('shows the site’s currency and sends a new one only when it changed', async () => {
    const done = vi.fn();
    const d = await open(done);
    const currency = within(d).getByRole('combobox', { name: 'Currency' });
    within(d).getByTitle('CNY');
    fireEvent.mouseDown(currency);
    fireEvent.change(currency, { target: { value: 'USD' } });
    fireEvent.click(await screen.findByTitle('USD'));
    close(d);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({ closedThrough: '2026-09-30', openedOn: '2025-01-01', currency: 'USD' });
  });

  it('offers no day that has not ended', () => {
    expect([dayjs().subtract(1, 'day'), dayjs(), dayjs().add(1, 'day')].map(notEnded)).toEqual([false, true, true]);
  });

  it("shows the server's refusal as it is worded", async () => {
    const words = 'The lock date must be before today (2026-11-28): 2026-11-28 has not ended';
    send.mockRejectedValueOnce(new ApiError('Status:400', 400, { action: 'error', message: words, field: 'closedThrough' }));
    const done = vi.fn();
    const d = await open(done);
    close(d);
    expect(await within(d).findByTestId('ctr-refusal')).toHaveProperty('textContent', words);
    expect(done).not.toHaveBeenCalled();
  });
});
