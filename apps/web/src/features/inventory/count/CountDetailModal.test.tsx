import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { renderWithProviders } from '../../../shared/table/testing.tsx';
import type { CountCompare, CountItem } from './api.ts';
import { CountDetailModal } from './CountDetailModal.tsx';

configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../shared/feedback/feedback.ts', async () => (await import('../../../test/mocks.ts')).feedbackModule);
const granted = vi.hoisted(() => ({ perms: [] as string[] }));
vi.mock('../../../shared/auth/usePermission.ts', () => ({
  usePermission: () => ({ has: (p: string) => granted.perms.includes(p) }),
}));
vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const item = (id: number, over: Partial<CountItem>): CountItem => ({
  id,
  stock: id,
  location: 1,
  locationLabel: 'A-01',
  sku: id,
  skuLabel: `SKU-${id}`,
  barCode: null,
  itemName: null,
  lotNo: null,
  lpn: null,
  stockStatus: 'available',
  book: 10,
  counted: 10,
  difference: 0,
  found: false,
  moved: false,
  countedBy: 'admin',
  countedAt: '2026-11-22T10:00:00Z',
  merged: null,
  ...over,
});
const compare = (over: Partial<CountCompare>): CountCompare => ({
  id: 7,
  no: 'CT261122000001',
  status: 20,
  blind: false,
  warehouse: 1,
  warehouseLabel: 'Main',
  bookShown: true,
  items: [item(1, {}), item(2, { counted: 8, difference: -2 }), item(3, { moved: true })],
  summary: { items: 3, counted: 3, differing: 1, moved: 1, plus: 0, minus: -2 },
  ...over,
});

beforeEach(() => vi.clearAllMocks());

describe('count screen', { timeout: 40_000 }, () => {
  it('highlights differences and moved stock, shows only them on demand, merges after a confirmation', async () => {
    granted.perms = ['inventory/count/merge', 'inventory/count/count'];
    get.mockResolvedValue({ action: 'ok', data: compare({}) } as never);
    post.mockResolvedValue({ action: 'ok', message: '操作成功', data: compare({ status: 100 }) } as never);
    renderWithProviders(<CountDetailModal id={7} onClose={() => {}} onChanged={() => {}} />, { shell: true });
    const minus = await screen.findByText('-2', { selector: 'strong, span' });
    expect(minus.closest('tr')?.getAttribute('data-differs')).toBe('true');
    expect(screen.getByText('已变动').closest('tr')?.getAttribute('data-differs')).toBe('true');
    expect(screen.getByText('SKU-1').closest('tr')?.getAttribute('data-differs')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: '只看差异' }));
    await waitFor(() => expect(screen.queryByText('SKU-1')).toBeNull());
    expect(screen.getByText('SKU-2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /合\s?并/ }));
    const pop = await screen.findByText('将差异过账为库存调整并关闭盘点任务 CT261122000001？');
    fireEvent.click(within(pop.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/inventory/count/~merge', { id: 7 }));
  });

  it('shows a blind count without its book and offers no merge to a counter', async () => {
    granted.perms = ['inventory/count/count'];
    const blind = compare({
      blind: true,
      bookShown: false,
      items: [item(1, { book: null, difference: null, counted: 4 })],
      summary: { items: 1, counted: 1, differing: 0, moved: 0, plus: null, minus: null },
    });
    get.mockResolvedValue({ action: 'ok', data: blind } as never);
    renderWithProviders(<CountDetailModal id={7} onClose={() => {}} onChanged={() => {}} />, { shell: true });
    await screen.findByText('已盘 1/1（盲盘，不显示账面）');
    expect(within(screen.getByText('SKU-1').closest('tr') as HTMLElement).getByText('盲盘')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /合\s?并/ })).toBeNull();
    expect(screen.getByLabelText('扫描库位或 SKU')).toBeTruthy();
  });
});
