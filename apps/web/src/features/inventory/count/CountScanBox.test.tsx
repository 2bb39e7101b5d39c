import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import type { CountItem, CountTask } from './api.ts';
import { CountScanBox } from './CountScanBox.tsx';

configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const post = vi.mocked(api.post);
const get = vi.mocked(api.get);
/** The server's reading of a code: these are the task's locations, the rest SKUs. */
const LOCATIONS = ['A-01', 'B-01'];

const item = (over: Partial<CountItem>): CountItem => ({
  id: 1,
  stock: 5,
  location: 1,
  locationLabel: 'A-01',
  sku: 2,
  skuLabel: 'PAL-1200',
  barCode: null,
  itemName: null,
  lotNo: null,
  lpn: null,
  stockStatus: 'available',
  book: null,
  counted: null,
  difference: null,
  found: false,
  moved: false,
  countedBy: null,
  countedAt: null,
  merged: null,
  ...over,
});
const task: CountTask = { id: 7, no: 'CT1', status: 10, blind: true, warehouse: 1, bookShown: false, items: [item({})] };

const box = () => screen.getByLabelText('扫描库位或 SKU') as HTMLInputElement;
const enter = (code: string) => {
  fireEvent.change(box(), { target: { value: code } });
  fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
  // The input takes one Enter per key press: it waits for the key to come up before the next.
  fireEvent.keyUp(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};

beforeEach(() => {
  vi.clearAllMocks();
  get.mockImplementation((async (_url: string, params: { code: string }) => ({
    action: 'ok',
    data: { kind: LOCATIONS.includes(params.code) ? 'location' : 'sku', code: params.code },
  })) as never);
});

describe('count scan box', { timeout: 20_000 }, () => {
  it('takes the location first, then counts each SKU there (1 when no quantity), keeping the location', async () => {
    post.mockResolvedValue({
      action: 'ok',
      data: { ...task, status: 20, items: [item({ counted: 1, countedAt: '2026-11-22T10:00:00Z' })] },
    } as never);
    const onCounted = vi.fn();
    renderWithProviders(<CountScanBox task={task} onCounted={onCounted} />, { shell: true });
    enter('A-01');
    await screen.findByText('库位 A-01：请扫描 SKU');
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(box().placeholder).toBe('扫描 SKU 或条码'));
    await waitFor(() => expect(document.activeElement).toBe(box()));
    enter('PAL-1200');
    await waitFor(() => expect(post).toHaveBeenCalled());
    await screen.findByText('PAL-1200 @ A-01：已盘 1');
    expect(post).toHaveBeenCalledWith(
      '/inventory/count/~item/add',
      { id: 7, items: [{ location: 'A-01', sku: 'PAL-1200', qty: 1 }] },
      { silent: true },
    );
    expect(onCounted).toHaveBeenCalledTimes(1);
    // A quantity counts that many; 0 confirms the SKU is not there. The location stays.
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '0' } });
    await waitFor(() => expect(box().readOnly).toBe(false));
    enter('PAL-1200');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/inventory/count/~item/add',
        { id: 7, items: [{ location: 'A-01', sku: 'PAL-1200', qty: 0 }] },
        { silent: true },
      ),
    );
  });

  it('moves to the next location when its label is scanned, counting the following SKUs there', async () => {
    post.mockImplementation((async (_url: string, body: { items: { location: string }[] }) => ({
      action: 'ok',
      data: {
        ...task,
        status: 20,
        items: [item({ locationLabel: body.items[0]!.location, counted: 1, countedAt: '2026-11-22T10:00:00Z' })],
      },
    })) as never);
    renderWithProviders(<CountScanBox task={task} onCounted={vi.fn()} />, { shell: true });
    // A SKU before any location is refused, not taken for the location.
    enter('PAL-1200');
    await screen.findByText('PAL-1200 是 SKU：请先扫描库位');
    await waitFor(() => expect(box().readOnly).toBe(false));
    enter('A-01');
    await screen.findByText('库位 A-01：请扫描 SKU');
    await waitFor(() => expect(box().readOnly).toBe(false));
    enter('PAL-1200');
    await screen.findByText('PAL-1200 @ A-01：已盘 1');
    await waitFor(() => expect(box().readOnly).toBe(false));
    enter('B-01');
    await screen.findByText('已换到库位 B-01（原 A-01）：请扫描 SKU');
    expect(screen.getByText('B-01', { selector: '.ant-tag' })).toBeTruthy();
    await waitFor(() => expect(box().readOnly).toBe(false));
    enter('PAL-1200');
    await screen.findByText('PAL-1200 @ B-01：已盘 1');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith(
      '/inventory/count/~item/add',
      { id: 7, items: [{ location: 'B-01', sku: 'PAL-1200', qty: 1 }] },
      { silent: true },
    );
  });
});
