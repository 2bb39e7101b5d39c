import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, type PostOptions } from '../../../shared/api/request.ts';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { AllocateDialog } from './AllocateDialog.tsx';

// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
vi.mock('../../../shared/auth/usePermission.ts', () => ({ usePermission: () => ({ has: () => true }) }));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);

const previewReply = (strategy: string) => ({
  action: 'ok',
  message: '',
  data: {
    orders: [
      {
        id: 5,
        no: 'OB1',
        strategies: [
          {
            strategy,
            short: true,
            refused: false,
            lines: [
              {
                line: 51,
                lineNo: 1,
                sku: 7,
                skuLabel: 'IT-1001',
                lotNo: null,
                want: 6,
                got: 6,
                rows: [
                  {
                    stock: 1,
                    locationLabel: 'SH-01-02',
                    lotNo: 'LOT-A',
                    inboundDate: '2026-01-01T00:00:00Z',
                    available: 4,
                    qty: 4,
                    reason: 'fifo',
                    why: '先进先出：A',
                  },
                  {
                    stock: 2,
                    locationLabel: 'SH-01-03',
                    lotNo: 'LOT-B',
                    inboundDate: '2026-02-01T00:00:00Z',
                    available: 9,
                    qty: 2,
                    reason: 'fifo',
                    why: '先进先出：B',
                  },
                ],
              },
              { line: 52, lineNo: 2, sku: 8, skuLabel: 'IT-1002', lotNo: null, want: 3, got: 0, rows: [] },
            ],
          },
        ],
      },
    ],
  },
});

beforeEach(() => vi.clearAllMocks());

const render = (onAllocated = vi.fn()) => {
  renderWithProviders(<AllocateDialog orders={[{ id: 5, no: 'OB1' }]} onClose={() => {}} onAllocated={onAllocated} />, {
    shell: true,
  });
  return screen.getByRole('dialog');
};
const confirmButton = (d: HTMLElement) => within(d).getByRole('button', { name: /确认分配/ });

async function choose(d: HTMLElement, id: string, option: RegExp) {
  fireEvent.mouseDown(d.querySelector(`#${id}`)!);
  const opt = await screen.findAllByText(option);
  fireEvent.click(opt[opt.length - 1]!);
}

describe('allocate dialog', { timeout: 30_000 }, () => {
  it('explains the choices, allocates only after a preview of that choice, then calls ~allocate with it', async () => {
    post.mockImplementation(async (url: string, _body: unknown, opts?: PostOptions) => {
      if (url.endsWith('~allocate/preview')) return previewReply(String(opts!.params!.strategy)) as never;
      return {
        action: 'ok',
        message: '操作成功',
        data: { orders: [{ id: 5, no: 'OB1', status: 80, qty: 9, allocQty: 6, taken: 6, shortages: [] }] },
      } as never;
    });
    const onAllocated = vi.fn();
    const d = render(onAllocated);
    // Defaults, each with its explanation under the select.
    within(d).getByText(/最早入库的库存先分配/);
    within(d).getByText(/任何一行不能满足时整张订单都不分配/);
    expect((confirmButton(d) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(d).getByRole('button', { name: /预\s?览/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/outbound/ob/order/~allocate/preview',
        { ids: [5] },
        {
          silent: true,
          params: { strategy: 'fifo', shortage: 'error' },
        },
      ),
    );
    const table = await within(d).findByTestId('alloc-preview');
    within(table).getByText('先进先出：A');
    within(table).getByText('SH-01-03');
    within(table).getByText('没有可分配的库存');
    within(table).getByText('缺货');
    await waitFor(() => expect((confirmButton(d) as HTMLButtonElement).disabled).toBe(false));

    // Another policy: the preview no longer matches, so allocating waits for a new one.
    await choose(d, 'alloc-shortage', /^总是分配/);
    await within(d).findByText('条件已改变，请重新预览');
    expect((confirmButton(d) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(d).getByRole('button', { name: /预\s?览/ }));
    await waitFor(() => expect((confirmButton(d) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(confirmButton(d));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/outbound/ob/order/~allocate',
        { ids: [5] },
        {
          silent: true,
          params: { strategy: 'fifo', shortage: 'always' },
        },
      ),
    );
    await waitFor(() => expect(onAllocated).toHaveBeenCalled());
    expect(vi.mocked(feedback().message.success)).toHaveBeenCalledWith('OB1：分配 6，共 6 / 9');
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    post.mockImplementation(async (url: string, _b: unknown, opts?: PostOptions) => {
      if (url.endsWith('~allocate/preview')) return previewReply(String(opts!.params!.strategy)) as never;
      throw new ApiError('409', 409, { action: 'error', message: '库存不足，未分配：出库单 OB1 的 IT-1002 缺 3（需 3）' });
    });
    const onAllocated = vi.fn();
    const d = render(onAllocated);
    fireEvent.click(within(d).getByRole('button', { name: /预\s?览/ }));
    await waitFor(() => expect((confirmButton(d) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirmButton(d));
    await within(d).findByText('库存不足，未分配：出库单 OB1 的 IT-1002 缺 3（需 3）');
    expect(onAllocated).not.toHaveBeenCalled();
  });
});
