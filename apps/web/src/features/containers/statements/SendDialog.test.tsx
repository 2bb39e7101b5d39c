import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TStatementSent } from '@wms/contract/containers/statement-schema';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { SendDialog } from './SendDialog.tsx';
import { sendStep } from './statementApi.ts';

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
vi.mock('./statementApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./statementApi.ts')>()),
  sendStep: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
const step = vi.mocked(sendStep);
const reply = (over: Partial<TStatementSent>): TStatementSent => ({
  sent: 0,
  failed: 0,
  noAddress: 0,
  failures: [],
  next: null,
  due: 0,
  ...over,
});

beforeEach(() => vi.clearAllMocks());

describe('mail a month’s statements', () => {
  it('steps through last month’s, shows what is left, then names what could not be sent', async () => {
    let release: () => void = () => {};
    step
      .mockResolvedValueOnce(
        reply({
          sent: 199,
          noAddress: 1,
          failures: [{ id: 4, partner: 'S-1 Site', reason: 'no e-mail address' }],
          next: 900,
          due: 150,
        }),
      )
      .mockImplementationOnce(
        () =>
          new Promise(
            (r) =>
              (release = () =>
                r(
                  reply({
                    sent: 149,
                    failed: 1,
                    failures: [{ id: 950, partner: 'C-2 Plant', reason: '550 5.1.1 Mailbox unknown' }],
                  }),
                )),
          ),
      );
    const onDone = vi.fn();
    renderWithProviders(<SendDialog open onClose={() => {}} onDone={onDone} />, { lang: 'en' });
    const d = await screen.findByRole('dialog');
    fireEvent.click(within(d).getByRole('button', { name: 'Send' }));
    await within(d).findByText('Sending: 200 done, 150 left');
    release();
    await within(d).findByText('348 sent, 2 not sent');
    expect(within(d).getByTestId('send-failures').textContent).toBe(
      'S-1 Site: no e-mail addressC-2 Plant: 550 5.1.1 Mailbox unknown',
    );
    const month = dayjs().subtract(1, 'month').format('YYYY-MM');
    expect(step.mock.calls).toEqual([
      [month, 0],
      [month, 900],
    ]);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
