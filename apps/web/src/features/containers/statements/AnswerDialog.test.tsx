import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/request.ts';
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
  total: 925300,
};
const line = (packagingType: string, closing: number) => ({
  packagingType,
  opening: 0,
  outQty: closing,
  backQty: 0,
  closing,
  writtenOff: 0,
  unitDays: 0,
  dailyRent: 0,
  lossPrice: 0,
  rent: 0,
  lossValue: 0,
});
const today = dayjs().format('YYYY-MM-DD');

beforeEach(() => {
  vi.clearAllMocks();
  send.mockResolvedValue({ message: 'Done', data: {} as never });
  vi.mocked(api.get).mockImplementation(async (url: string, params?: { name?: string }) => {
    if (url === '/inventory/account/statement/_detail/get')
      return { data: { lines: [line('pallet', 10), line('palletLid', 2)], postings: [] } } as never;
    if (params?.name === 'packagingType')
      return {
        data: [
          { value: 'pallet', label: 'Pallet' },
          { value: 'palletLid', label: 'Pallet lid' },
        ],
      } as never;
    return { data: [] } as never;
  });
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
    within(d).getByText('Owed 9,253.00');
    // What the partner answers to: its closing of each packaging type, not their sum (issue 34 §6).
    const lines = await within(d).findByTestId('statement-lines');
    await within(lines).findByText('Pallet lid');
    const rows = [...lines.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.textContent);
    expect(rows).toEqual(['Pallet10', 'Pallet lid2']);
    expect(within(d).queryByText('12')).toBeNull();
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

  it('a dispute carries the partner’s counts of the types it counted', async () => {
    const { dialog } = open();
    const d = await dialog;
    fireEvent.click(within(d).getByLabelText('Disputed'));
    const pallets = await within(d).findByLabelText('Count of Pallet (ours 10)');
    within(d).getByLabelText('Count of Pallet lid (ours 2)');
    fireEvent.change(pallets, { target: { value: '8' } });
    fireEvent.change(within(d).getByLabelText('Comment'), { target: { value: 'we count 8 pallets' } });
    ok(d);
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('dispute', {
        id: 7,
        respondedOn: today,
        comment: 'we count 8 pallets',
        counts: [{ packagingType: 'pallet', counted: 8 }],
      }),
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
