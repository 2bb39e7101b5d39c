import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { MakeDialog } from './MakeDialog.tsx';
import { makeStep } from './statementApi.ts';

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
vi.mock('./statementApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./statementApi.ts')>()),
  makeStep: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
const step = vi.mocked(makeStep);
const reply = (over: object) => ({
  month: '',
  made: 0,
  kept: 0,
  unchanged: 0,
  partners: 0,
  seen: 500,
  total: 1200,
  ms: 5,
  next: null,
  ...over,
});

beforeEach(() => vi.clearAllMocks());

describe('make statements dialog', () => {
  it('makes last month by default, stepping through the partners, and tells what was made and kept', async () => {
    let release: () => void = () => {};
    step
      .mockResolvedValueOnce(reply({ made: 300, next: 500 }))
      .mockImplementationOnce(
        () => new Promise((r) => (release = () => r(reply({ made: 280, kept: 20, unchanged: 7, next: 1000 })))),
      )
      .mockResolvedValueOnce(reply({ made: 150, seen: 200, next: null }));
    const onDone = vi.fn();
    renderWithProviders(<MakeDialog open onClose={() => {}} onDone={onDone} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    fireEvent.click(within(d).getByRole('button', { name: 'Make' }));
    await within(d).findByText('Making statements: 500 of 1200 partners');
    release();
    await within(d).findByText('730 statements made, 7 unchanged, 20 confirmed kept (1200 partners looked at)');
    const month = dayjs().subtract(1, 'month').format('YYYY-MM');
    expect(step.mock.calls).toEqual([
      [month, 0],
      [month, 500],
      [month, 1000],
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
