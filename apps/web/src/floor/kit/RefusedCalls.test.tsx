import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import type { QueuedCall, SendResult } from '../scan/scanQueue.ts';
import { loadFloorStrings } from '../strings.ts';
import { RefusedCalls } from './RefusedCalls.tsx';

const api = vi.hoisted(() => ({ send: vi.fn<(call: QueuedCall) => Promise<SendResult>>() }));
vi.mock('../floorApi.ts', async (actual) => {
  const { createScanQueue } = await import('../scan/scanQueue.ts');
  return {
    ...(await actual<typeof import('../floorApi.ts')>()),
    floorQueue: createScanQueue({ send: (call) => api.send(call), online: () => true }),
  };
});
const { floorQueue } = await import('../floorApi.ts');

beforeAll(() => loadFloorStrings());
afterEach(() => {
  for (const c of floorQueue.snapshot().refused) floorQueue.acknowledge(c.key);
  vi.clearAllMocks();
});

it("lists each refused call by what was scanned and the server's own reason, until acknowledged", async () => {
  api.send
    .mockResolvedValueOnce({ kind: 'refused', status: 409, message: '任务 PK1 已完成' })
    .mockResolvedValueOnce({ kind: 'ok', reply: {} })
    .mockResolvedValueOnce({ kind: 'refused', status: 400, message: '库位 Z-99 不存在' });
  render(<RefusedCalls />);
  await act(async () => {
    await floorQueue.enqueue('/a', {}, 'PK1 SKU-1 × 2').outcome;
    await floorQueue.enqueue('/b', {}, 'accepted').outcome;
    await floorQueue.enqueue('/c', {}, 'P-7 → Z-99').outcome;
  });

  const rows = screen.getAllByRole('listitem').map((li) => li.querySelector('.floor-refused-text')!.textContent);
  expect(rows).toEqual([
    `${i18n.t('floor.kit.refused', { label: 'PK1 SKU-1 × 2' })}任务 PK1 已完成`,
    `${i18n.t('floor.kit.refused', { label: 'P-7 → Z-99' })}库位 Z-99 不存在`,
  ]);
  expect(screen.getByText('库位 Z-99 不存在').className).toBe('floor-refused-reason');

  fireEvent.click(screen.getAllByRole('button', { name: i18n.t('floor.kit.refusedAck') })[0]!);
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  expect(screen.queryByText('任务 PK1 已完成')).toBeNull();
});
