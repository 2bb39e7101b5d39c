import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import type { TaskItem } from './api.ts';
import { PickScanBox } from './PickScanBox.tsx';

// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);

const items = [
  { id: 7, locationLabel: 'A-01', skuLabel: 'SKU-1', status: 10, qty: 5, actQty: null, lpn: null },
  { id: 8, locationLabel: 'B-01', skuLabel: 'SKU-1', status: 10, qty: 2, actQty: null, lpn: null },
] as TaskItem[];

beforeEach(() => {
  vi.clearAllMocks();
});

const box = () => screen.getByLabelText('扫描库位或 SKU') as HTMLInputElement;
/** Types a code and Enter, key down and up as a scanner does (the input takes one Enter per key press). */
const enter = async (code: string) => {
  await waitFor(() => expect(box().readOnly).toBe(false));
  fireEvent.change(box(), { target: { value: code } });
  fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('pick scan box', { timeout: 20_000 }, () => {
  it('takes the location, then the SKU with the actual quantity, and confirms that item', async () => {
    const after = items.map((i) => (i.id === 7 ? { ...i, status: 100, actQty: 4 } : i));
    post.mockResolvedValue({ action: 'ok', data: { id: 1, items: after } } as never);
    const onDone = vi.fn();
    renderWithProviders(<PickScanBox items={items} onDone={onDone} />, { shell: true });
    await waitFor(() => expect(document.activeElement).toBe(box()));
    await enter('SKU-1');
    await screen.findByText('SKU-1 不是待拣货的库位，请先扫描库位');
    expect(post).not.toHaveBeenCalled();
    await enter('a-01');
    await screen.findByRole('status');
    fireEvent.change(screen.getByLabelText('实际数量'), { target: { value: '4' } });
    await enter('SKU-1');
    await screen.findByText('SKU-1：已拣 4 / 5（A-01）');
    expect(post).toHaveBeenCalledWith(
      '/outbound/ob/task/~item/scan',
      { id: 7, location: 'A-01', code: 'SKU-1', actQty: 4 },
      { silent: true },
    );
    expect(onDone).toHaveBeenCalledTimes(1);
    // The quantity does not carry over to the next item.
    await waitFor(() => expect((screen.getByLabelText('实际数量') as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's refusal in red", async () => {
    post.mockRejectedValue(new ApiError('x', 400, { action: 'error', message: '扫描的条码 X 不是 SKU-1' }, true));
    renderWithProviders(<PickScanBox items={items} onDone={() => {}} />, { shell: true });
    await enter('B-01');
    await screen.findByRole('status');
    await enter('X');
    expect((await screen.findByRole('alert')).textContent).toContain('扫描的条码 X 不是 SKU-1');
  });
});
