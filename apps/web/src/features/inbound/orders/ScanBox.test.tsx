import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import { ScanBox } from './ScanBox.tsx';

// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);

beforeEach(() => {
  vi.clearAllMocks();
});

const box = () => screen.getByLabelText('扫描条码') as HTMLInputElement;
const enter = (code: string) => {
  fireEvent.change(box(), { target: { value: code } });
  fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('receiving scan box', { timeout: 20_000 }, () => {
  it('takes the focus, sends each code on Enter, shows the line counted, then clears and keeps the focus', async () => {
    post.mockResolvedValue({
      action: 'ok',
      data: { order: { id: 4, no: 'IB1', status: 50 }, line: { id: 9, recvQty: 2, shipQty: 5, skuLabel: 'IT-1001' } },
    } as never);
    const onScanned = vi.fn();
    renderWithProviders(<ScanBox orderId={4} onScanned={onScanned} />, { shell: true });
    await waitFor(() => expect(document.activeElement).toBe(box()));
    enter('  IT-1001 ');
    await screen.findByText('IT-1001：已收 2 / 5');
    expect(post).toHaveBeenCalledWith('/inbound/ib/order/~scan', { id: 4, code: 'IT-1001' }, { silent: true });
    expect(onScanned).toHaveBeenCalledTimes(1);
    expect(box().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });

  it('sends the quantity when one is given, and ignores an empty Enter', async () => {
    post.mockResolvedValue({
      action: 'ok',
      data: { order: { id: 4, no: 'IB1', status: 50 }, line: { id: 9, recvQty: 3 } },
    } as never);
    renderWithProviders(<ScanBox orderId={4} onScanned={() => {}} />, { shell: true });
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '3' } });
    enter('6900000010013');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/inbound/ib/order/~scan', { id: 4, code: '6900000010013', qty: 3 }, { silent: true }),
    );
    await waitFor(() => expect(box().value).toBe(''));
    // Cleared after a counted scan, so the next code does not receive 3 again (issue 26 §7).
    await waitFor(() => expect((screen.getByLabelText('数量') as HTMLInputElement).value).toBe(''));
    // A blank Enter (a scanner's stray keystroke) sends nothing.
    enter('   ');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows a refused code in red with the server's words, keeping the focus for the next scan", async () => {
    post.mockRejectedValue(
      new ApiError('404', 404, { action: 'error', message: '入库单 IB1 没有 SKU 或条码为 XX 的明细', field: 'code' }),
    );
    const onScanned = vi.fn();
    renderWithProviders(<ScanBox orderId={4} onScanned={onScanned} />, { shell: true });
    enter('XX');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('没有 SKU 或条码为 XX 的明细');
    expect(onScanned).not.toHaveBeenCalled();
    expect(box().closest('.ant-input-affix-wrapper')?.className).toContain('status-error');
    expect(box().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });
});
