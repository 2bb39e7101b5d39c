import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { fb } from '../../../test/mocks.ts';
import { AnswerDialog, type AnsweredStatement, answerDayDisabled } from './AnswerDialog.tsx';
import { answerStatement } from './statementApi.ts';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
vi.mock('./statementApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./statementApi.ts')>()),
  answerStatement: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
const send = vi.mocked(answerStatement);
const FEB: AnsweredStatement = {
  id: 7,
  partnerCode: 'C-CAF',
  partnerName: 'Changan Ford',
  month: '2025-02-01',
  status: 'issued',
  closing: 12,
  total: 925300,
};
const today = dayjs().format('YYYY-MM-DD');

beforeEach(() => {
  vi.clearAllMocks();
  send.mockResolvedValue({ message: 'Done', data: {} as never });
});

function open(statement: AnsweredStatement = FEB, lang: 'en' | 'zh-CN' = 'en') {
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<AnswerDialog statement={statement} onClose={onClose} onDone={onDone} />, { lang });
  return { dialog: screen.findByRole('dialog'), onDone, onClose };
}
const ok = (d: HTMLElement) => fireEvent.click(within(d).getByRole('button', { name: 'OK' }));

describe('statement answer dialog', () => {
  it('names partner, month and what is owed; records a confirmation dated today', async () => {
    const { dialog, onDone, onClose } = open();
    const d = await dialog;
    within(d).getByText('Partner’s answer: C-CAF Changan Ford, 2025-02');
    within(d).getByText('Closing 12, owed 9,253.00');
    fireEvent.change(within(d).getByLabelText('Comment'), { target: { value: '  signed by the plant manager ' } });
    ok(d);
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('confirm', { id: 7, respondedOn: today, comment: 'signed by the plant manager' }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(fb.message.success).toHaveBeenCalledWith('Done');
  });

  it('a dispute needs a comment', async () => {
    const { dialog } = open();
    const d = await dialog;
    fireEvent.click(within(d).getByLabelText('Disputed'));
    ok(d);
    await within(d).findByText('Say what the partner disputes');
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(within(d).getByLabelText('Comment'), { target: { value: 'we count 8 pallets' } });
    ok(d);
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('dispute', { id: 7, respondedOn: today, comment: 'we count 8 pallets' }),
    );
  });

  it('a disputed statement can only be confirmed; the server’s refusal is shown and the dialog stays', async () => {
    send.mockRejectedValue(
      new ApiError('The statement of C-CAF Changan Ford for 2025-02 is "Confirmed": it cannot be confirmed', 409),
    );
    const { dialog, onDone } = open({ ...FEB, status: 'disputed' });
    const d = await dialog;
    expect((within(d).getByLabelText('Disputed') as HTMLInputElement).disabled).toBe(true);
    expect((within(d).getByLabelText('Confirmed') as HTMLInputElement).checked).toBe(true);
    ok(d);
    await waitFor(() =>
      expect(fb.message.error).toHaveBeenCalledWith(
        'The statement of C-CAF Changan Ford for 2025-02 is "Confirmed": it cannot be confirmed',
      ),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    const { dialog } = open(FEB, 'zh-CN');
    const d = await dialog;
    within(d).getByText('往来方回复：C-CAF Changan Ford，2025-02');
    within(d).getByLabelText('确认无误');
    within(d).getByLabelText('有异议');
  });
});

describe('answer days', () => {
  const today = dayjs('2026-11-28');
  it.each([
    ['2026-11-28', false],
    ['2026-11-29', true],
    ['2026-10-01', false],
    ['2026-09-30', true],
  ])('%s for the October statement: disabled %s', (day, disabled) => {
    expect(answerDayDisabled(dayjs(day), '2026-10-01', today)).toBe(disabled);
  });
});
