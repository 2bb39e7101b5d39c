import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import type { QueuedCall, SendResult } from '../../scan/scanQueue.ts';
import { loadFloorStrings } from '../../strings.ts';
import type { TTaskDetail } from '../pick/obTasks.ts';
import { answered, taskItem, taskOf } from '../pick/taskFixtures.ts';
import { banner, click, openFloor, scan, settle } from '../screenTesting.tsx';

const api = vi.hoisted(() => ({
  get: vi.fn<(url: string) => Promise<unknown>>(),
  post: vi.fn<(url: string, body?: unknown) => Promise<unknown>>(),
  send: vi.fn<(call: QueuedCall) => Promise<SendResult>>(),
}));
vi.mock('../../floorApi.ts', async (actual) => {
  const { createScanQueue } = await import('../../scan/scanQueue.ts');
  return {
    ...(await actual<typeof import('../../floorApi.ts')>()),
    floorGet: api.get,
    floorPost: api.post,
    floorQueue: createScanQueue({ send: (call) => api.send(call), online: () => true }),
  };
});
const { floorQueue } = await import('../../floorApi.ts');

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

/** Seal items are packed boxes: a label and a quantity, no SKU nor location. */
const box = (id: number, label: string, qty: number) =>
  taskItem(id, { sku: null, skuLabel: null, location: null, locationLabel: null, shipBoxLbl: label, qty });
const task = taskOf('sealing', [box(1, 'SB1', 10), box(2, 'SB2', 2)]);
const { items: _, ...row } = task;

const detailReply = (d: TTaskDetail): SendResult => ({ kind: 'ok', reply: { action: 'ok', data: d } });

const open = () => openFloor('/floor/seal');

/** The task opened from the list, at its first item's location. */
async function opened() {
  const router = open();
  await settle();
  fireEvent.click(screen.getByRole('button', { name: /SE260101000001/ }));
  await settle();
  return router;
}

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
  api.post.mockImplementation(async () => ({ data: { rows: [row] } }));
  api.get.mockImplementation(async () => ({ data: task }));
});
afterEach(() => {
  for (const c of floorQueue.snapshot().refused) floorQueue.acknowledge(c.key);
  clearSession();
  vi.clearAllMocks();
});

describe('seal', () => {
  it('seals each box by its label with weight and volume, then finishes', async () => {
    await opened();
    expect(api.post.mock.calls[0]![1]).toMatchObject({ type: 'sealing' });
    expect(screen.getByRole('list', { name: t('floor.seal.toSeal') }).textContent).toContain('SB2');
    scan(t('floor.seal.scanBox'), 'SB7');
    expect(banner().textContent).toBe(t('floor.seal.notInTask', { box: 'SB7', no: task.no }));
    scan(t('floor.seal.scanBox'), 'sb2');
    expect(banner().textContent).toBe(t('floor.seal.box', { box: 'SB2', qty: 2 }));
    fireEvent.change(screen.getByLabelText(t('floor.seal.weight')), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(t('floor.seal.volume')), { target: { value: '0.2' } });
    api.send.mockResolvedValueOnce(detailReply(answered(task, { 2: {} })));
    click(t('floor.seal.confirm'));
    expect(banner().textContent).toBe(t('floor.seal.sent', { box: 'SB2' }));
    await settle();
    expect(api.send.mock.calls[0]![0]).toMatchObject({
      url: '/outbound/ob/task/~item/scan',
      body: { id: 2, code: 'sb2', actQty: 2, weight: 12, volume: 0.2 },
    });
    expect(banner().textContent).toBe(t('floor.seal.sealed', { box: 'SB2' }));

    scan(t('floor.seal.scanBox'), 'SB2');
    expect(banner().textContent).toBe(t('floor.seal.already', { box: 'SB2' }));
    scan(t('floor.seal.scanBox'), 'SB1');
    fireEvent.change(screen.getByLabelText(t('floor.seal.weight')), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(t('floor.seal.volume')), { target: { value: '1.2' } });
    api.send.mockResolvedValueOnce(detailReply(answered(task, { 1: {}, 2: {} })));
    click(t('floor.seal.confirm'));
    await settle();
    expect(banner().textContent).toBe(t('floor.task.closedByServer', { no: task.no }));
    // Closed by the server with its last box: nothing to finish, only the way back to the list.
    expect(screen.getByRole('heading', { name: t('floor.task.closedByServer', { no: task.no }) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('floor.task.finish') })).toBeNull();
    click(t('floor.task.toList'));
    expect(screen.getByLabelText(t('floor.seal.scanTask'))).toBeTruthy();
  });

  it('shows a refusal as an error to acknowledge and gives the box back', async () => {
    await opened();
    scan(t('floor.seal.scanBox'), 'SB1');
    fireEvent.change(screen.getByLabelText(t('floor.seal.weight')), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(t('floor.seal.volume')), { target: { value: '1' } });
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 409, message: 'Task SE… is cancelled' });
    click(t('floor.seal.confirm'));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Task SE… is cancelled');
    expect(screen.getByRole('list', { name: t('floor.seal.toSeal') }).textContent).toContain('SB1');
  });
});
