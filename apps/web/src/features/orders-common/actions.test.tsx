import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { OrderActions as IbOrderActions } from '../inbound/orders/OrderActions.tsx';
import { OrderActions as ObOrderActions } from '../outbound/orders/OrderActions.tsx';

/** The inbound and outbound orders' action buttons: what each status and permission offers, and what they call. */
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
/** The action buttons on screen, by text. */
const shown = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

beforeEach(() => {
  vi.clearAllMocks();
  granted.perms = ['*/*/*'];
});

describe('inbound', () => {
  const OrderActions = IbOrderActions;
  const show = (status: number) =>
    renderWithProviders(<OrderActions order={{ id: 3, no: 'IB1', status }} onDone={() => {}} />, { shell: true });

  describe('inbound order actions', { timeout: 20_000 }, () => {
    it('offers what the status allows', () => {
      const cases: [number, string[]][] = [
        [10, ['编辑', '审核', '取消订单', '删除']],
        [20, ['取消订单', '删除']],
        [50, ['取消订单']],
        [70, ['完成']],
        [200, []],
        [0, ['删除']],
      ];
      for (const [status, buttons] of cases) {
        const { unmount } = show(status);
        expect(shown(), String(status)).toEqual(buttons);
        unmount();
      }
    });

    it('offers no cancel or delete once stock is put away', () => {
      renderWithProviders(<OrderActions order={{ id: 3, no: 'IB1', status: 50 }} anyStored onDone={() => {}} />, { shell: true });
      expect(shown()).toEqual([]);
    });

    it('hides what the user may not do', () => {
      granted.perms = ['inbound/ibOrder/view', 'inbound/ibOrder/approve'];
      show(10);
      expect(shown()).toEqual(['审核']);
    });

    it('asks before cancelling, then calls ~cancel', async () => {
      post.mockResolvedValue({ action: 'ok', message: '操作成功', data: { id: 3, no: 'IB1', status: 0, items: [] } } as never);
      const onDone = vi.fn();
      renderWithProviders(<OrderActions order={{ id: 3, no: 'IB1', status: 20 }} onDone={onDone} />, { shell: true });
      fireEvent.click(screen.getByRole('button', { name: /取消订单/ }));
      await screen.findByText('确定取消入库单 IB1 吗？');
      expect(post).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
      await waitFor(() => expect(post).toHaveBeenCalledWith('/inbound/ib/order/~cancel', { id: 3 }));
      await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 0 })));
    });
  });
});

describe('outbound', () => {
  const OrderActions = ObOrderActions;
  const show = (status: number) =>
    renderWithProviders(<OrderActions order={{ id: 5, no: 'OB1', status }} onDone={() => {}} />, { shell: true });

  describe('outbound order actions', { timeout: 20_000 }, () => {
    it('offers what the status allows (the contract table the server decides with)', () => {
      const cases: [number, string[]][] = [
        [10, ['编辑', '分配', '取消订单', '删除']],
        [80, ['分配', '取消分配']],
        [90, ['取消分配']],
        [110, ['取消分配']],
        [120, []],
        [200, []],
        [0, ['删除']],
      ];
      for (const [status, buttons] of cases) {
        const { unmount } = show(status);
        expect(shown(), String(status)).toEqual(buttons);
        unmount();
      }
    });

    it('hides what the user may not do', () => {
      granted.perms = ['outbound/obOrder/view', 'outbound/obOrder/allocate'];
      show(10);
      expect(shown()).toEqual(['分配']);
    });

    it('asks before deallocating, then calls ~deallocate and reloads', async () => {
      post.mockResolvedValue({
        action: 'ok',
        message: '操作成功',
        data: { orders: [{ id: 5, no: 'OB1', status: 10, released: 4, cancelledTasks: [] }] },
      } as never);
      const onDone = vi.fn();
      renderWithProviders(<OrderActions order={{ id: 5, no: 'OB1', status: 80 }} onDone={onDone} />, { shell: true });
      fireEvent.click(screen.getByRole('button', { name: /取消分配/ }));
      await screen.findByText(/确定取消出库单 OB1 的全部分配吗/);
      expect(post).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
      await waitFor(() => expect(post).toHaveBeenCalledWith('/outbound/ob/order/~deallocate', { ids: [5] }, { silent: true }));
      await waitFor(() => expect(onDone).toHaveBeenCalledWith());
    });

    it('asks before cancelling, then hands back the order as the server returned it', async () => {
      post.mockResolvedValue({ action: 'ok', message: '操作成功', data: { id: 5, no: 'OB1', status: 0, items: [] } } as never);
      const onDone = vi.fn();
      renderWithProviders(<OrderActions order={{ id: 5, no: 'OB1', status: 10 }} onDone={onDone} />, { shell: true });
      fireEvent.click(screen.getByRole('button', { name: /取消订单/ }));
      await screen.findByText('确定取消出库单 OB1 吗？');
      fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
      await waitFor(() => expect(post).toHaveBeenCalledWith('/outbound/ob/order/~cancel', { id: 5 }));
      await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 0 })));
    });
  });
});
