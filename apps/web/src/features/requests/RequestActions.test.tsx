import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { reqApi } from './api.ts';
import { REQ_KIND_DEFS } from './kinds.ts';
import { RequestActions } from './RequestActions.tsx';

/** The request orders' buttons: what each status and permission offers, the confirmation with its comment, what is called. */
// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) || granted.perms.includes('*/*/*') }),
}));
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);
const download = vi.mocked(api.download);

const { tr, mr } = REQ_KIND_DEFS;
const shown = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
const show = (kind = mr, status = 100, onDone = vi.fn()) => {
  renderWithProviders(<RequestActions kind={kind} api={reqApi(kind)} order={{ id: 7, no: 'MR1', status }} onDone={onDone} />, {
    shell: true,
  });
  return onDone;
};
const dialog = () => screen.findByRole('dialog');
const ok = (d: HTMLElement) => within(d).getByRole('button', { name: /确\s?定/ });

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['*/*/*'];
  post.mockResolvedValue({ action: 'ok', message: '操作成功', data: { id: 7, no: 'MR1', status: 200 } } as never);
  download.mockResolvedValue(undefined);
});

describe('request order actions', { timeout: 30_000 }, () => {
  it('offers what the status allows, per kind', () => {
    const cases: [typeof mr, number, string[]][] = [
      [mr, 100, ['编辑', '接单', '取消订单', '删除']],
      [mr, 200, ['编辑', '转库存', '取消订单']],
      [mr, 500, ['转库存', '取消订单']],
      [mr, 700, ['更新库存', '取消订单']],
      [mr, 800, ['发货', '取消订单']],
      [mr, 900, ['关闭', '打印送货单']],
      [mr, 1000, ['打印送货单']],
      [mr, 0, ['删除']],
      // A transit order is received at inventory update: no delivery, no cancel after it, no note to print.
      [tr, 800, ['关闭']],
      [tr, 1000, []],
    ];
    for (const [kind, status, expected] of cases) {
      const { unmount } = renderWithProviders(
        <RequestActions kind={kind} api={reqApi(kind)} order={{ id: 7, no: 'X', status }} onDone={() => {}} />,
        { shell: true },
      );
      expect(shown(), `${kind.kind} ${status}`).toEqual(expected);
      unmount();
    }
  });

  it('offers only the actions the user is granted', () => {
    granted.perms = ['outbound/mrOrder/ack'];
    show(mr, 100);
    expect(shown()).toEqual(['接单']);
  });

  it('asks first, naming the statuses, and sends the comment with the action', async () => {
    const onDone = show(mr, 100);
    fireEvent.click(screen.getByRole('button', { name: /接\s?单/ }));
    const d = await dialog();
    within(d).getByText('确定对领料单 MR1 执行「接单」吗？状态将从「已下单」变为「已接单」。');
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(d).getByLabelText('备注（可选）'), { target: { value: '  明早备货  ' } });
    fireEvent.click(ok(d));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/outbound/mr/order/~ack', { id: 7, comment: '明早备货' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 7, no: 'MR1', status: 200 }));
  });

  it('sends no comment when none is written; inventory update goes to ~inv/update', async () => {
    show(tr, 700);
    fireEvent.click(screen.getByRole('button', { name: '更新库存' }));
    const d = await dialog();
    within(d).getByText(/从「处理中」变为「待发货」/);
    fireEvent.click(ok(d));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/inbound/tr/order/~inv/update', { id: 7 }));
  });

  it('lets a transfer from accepted choose where the packaging is found (the kind’s default first)', async () => {
    show(mr, 200);
    fireEvent.click(screen.getByRole('button', { name: '转库存' }));
    const d = await dialog();
    within(d).getByText(/变为「现货库存」/);
    const radios = within(d).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, false, true]);
    fireEvent.click(within(d).getByLabelText('客户库存'));
    await within(d).findByText(/变为「客户库存」/);
    fireEvent.click(ok(d));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/outbound/mr/order/~transfer', { id: 7, to: 300 }));
  });

  it('a later transfer has no choice: it moves on to the next step', async () => {
    show(tr, 400);
    fireEvent.click(screen.getByRole('button', { name: '转库存' }));
    const d = await dialog();
    within(d).getByText(/从「在途库存」变为「备货中」/);
    expect(within(d).queryAllByRole('radio')).toEqual([]);
    fireEvent.click(ok(d));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/inbound/tr/order/~transfer', { id: 7 }));
  });

  it('prints the delivery note after a delivery unless told not to', async () => {
    show(mr, 800);
    fireEvent.click(screen.getByRole('button', { name: /发\s?货/ }));
    let d = await dialog();
    within(d).getByText(/从「待发货」变为「配送中」/);
    fireEvent.click(ok(d));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/outbound/mr/order/~delivery', { id: 7 }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/outbound/mr/order/~print', { params: { id: 7 } }));

    vi.clearAllMocks();
    fireEvent.click(screen.getByRole('button', { name: /发\s?货/ }));
    d = await dialog();
    fireEvent.click(within(d).getByLabelText('发货后打印送货单'));
    fireEvent.click(ok(d));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/outbound/mr/order/~delivery', { id: 7 }));
    expect(download).not.toHaveBeenCalled();
  });

  it('stays open on a refusal (the request client shows the server’s message)', async () => {
    post.mockRejectedValue(new ApiError('409', 409, { action: 'error', message: '领料单 MR1：状态「已接单」不允许接单' }));
    const onDone = show(mr, 100);
    fireEvent.click(screen.getByRole('button', { name: /接\s?单/ }));
    const d = await dialog();
    fireEvent.click(ok(d));
    await waitFor(() => expect(post).toHaveBeenCalled());
    await waitFor(() => expect((ok(d) as HTMLButtonElement).className).not.toMatch(/loading/));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('prints the delivery note from its button', async () => {
    show(mr, 1000);
    fireEvent.click(screen.getByRole('button', { name: /打印送货单/ }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/outbound/mr/order/~print', { params: { id: 7 } }));
  });
});
