import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import type { TaskItem } from './api.ts';
import { StationScanBox } from './StationScanBox.tsx';

configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);

const items = [
  { id: 5, skuLabel: 'SKU-1', status: 10, qty: 2, sn: null, volume: null, weight: null, shipBoxLbl: null, lpn: null },
  { id: 6, skuLabel: 'SKU-2', status: 10, qty: 1, sn: 'SN-L', volume: null, weight: null, shipBoxLbl: null, lpn: null },
] as TaskItem[];

beforeEach(() => {
  vi.clearAllMocks();
});

const enter = async (code: string) => {
  const box = screen.getByLabelText('扫描装箱 SKU') as HTMLInputElement;
  await waitFor(() => expect(box.readOnly).toBe(false));
  fireEvent.change(box, { target: { value: code } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('pack scan box', { timeout: 20_000 }, () => {
  it('names the missing facts without a call, then packs the scanned SKU into the current box', async () => {
    post.mockResolvedValue({ action: 'ok', data: { id: 1, items } } as never);
    const facts = { 6: { volume: 0.3, weight: 2 } };
    const { rerender } = renderWithProviders(<StationScanBox type="packing" items={items} facts={facts} onDone={() => {}} />, {
      shell: true,
    });
    await enter('SKU-2');
    await screen.findByText('请先添加箱标签');
    rerender(<StationScanBox type="packing" items={items} facts={facts} box="SB1" onDone={() => {}} />);
    await enter('SKU-1');
    await screen.findByText('SKU-1：请先填写 序列号、体积、重量');
    expect(post).not.toHaveBeenCalled();
    await enter('sku-2');
    await screen.findByText('SKU-2 已装入箱 SB1');
    expect(post).toHaveBeenCalledWith(
      '/outbound/ob/task/~item/scan',
      { id: 6, code: 'sku-2', sn: 'SN-L', volume: 0.3, weight: 2, shipBoxLbl: 'SB1' },
      { silent: true },
    );
  });
});
