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
    expect(screen.getByRole('alert').textContent).toContain(t('floor.seal.notInTask', { box: 'SB7', no: task.no }));
    // Refused on the device: the next scan counts without an acknowledging tap.
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

    scan(t('floor.seal.scanToSeal'), 'SB2');
    expect(banner().textContent).toBe(t('floor.seal.already', { box: 'SB2' }));
    // The first box's weight and volume go for the others: a scan seals the next one.
    expect(screen.getByText(t('floor.seal.shared', { weight: 12, volume: 0.2 }))).toBeTruthy();
    api.send.mockResolvedValueOnce(detailReply(answered(task, { 1: {}, 2: {} })));
    scan(t('floor.seal.scanToSeal'), 'SB1');
    await settle();
    expect(api.send.mock.calls[1]![0].body).toEqual({ id: 1, code: 'SB1', actQty: 10, weight: 12, volume: 0.2 });
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

  it('asks a box that differs its own weight and volume, Enter from one to the other and to "seal"', async () => {
    const three = taskOf('sealing', [box(1, 'SB1', 10), box(2, 'SB2', 2), box(3, 'SB3', 1)]);
    api.get.mockImplementation(async () => ({ data: three }));
    await opened();
    scan(t('floor.seal.scanBox'), 'SB1');
    const weight = screen.getByLabelText(t('floor.seal.weight'));
    expect(document.activeElement).toBe(weight);
    expect(screen.getByText(t('floor.seal.forAll'))).toBeTruthy();
    fireEvent.change(weight, { target: { value: '12' } });
    fireEvent.keyDown(weight, { key: 'Enter' });
    const volume = screen.getByLabelText(t('floor.seal.volume'));
    fireEvent.change(volume, { target: { value: '0.2' } });
    api.send.mockResolvedValue(detailReply({ ...three, status: 20 }));
    fireEvent.keyDown(volume, { key: 'Enter' });
    await settle();
    expect(api.send.mock.calls[0]![0].body).toMatchObject({ id: 1, weight: 12, volume: 0.2 });

    expect(screen.getByTestId('action-dock').textContent).toBe(t('floor.seal.differs'));
    click(t('floor.seal.differs'));
    scan(t('floor.seal.scanBox'), 'SB2');
    expect(screen.queryByText(t('floor.seal.forAll'))).toBeNull();
    fireEvent.change(screen.getByLabelText(t('floor.seal.weight')), { target: { value: '3' } });
    click(t('floor.seal.confirm'));
    await settle();
    expect(api.send.mock.calls[1]![0].body).toMatchObject({ id: 2, weight: 3, volume: 0.2 });
    // Back to the shared entry for the box after it.
    scan(t('floor.seal.scanToSeal'), 'SB3');
    await settle();
    expect(api.send.mock.calls[2]![0].body).toMatchObject({ id: 3, weight: 12, volume: 0.2 });
  });

  it('takes a box by its SSCC label and refuses a product label', async () => {
    const sscc = '106141411234567897';
    const ssccBox = taskOf('sealing', [box(1, sscc, 4), box(2, 'SB2', 2)]);
    api.get.mockImplementation(async () => ({ data: ssccBox }));
    await opened();
    scan(t('floor.seal.scanBox'), ']d2010950600013435221SN0003');
    expect(screen.getByRole('alert').textContent).toContain(t('floor.seal.notBox', { code: '09506000134352' }));
    scan(t('floor.seal.scanBox'), `]C100${sscc}`);
    expect(banner().textContent).toBe(t('floor.seal.box', { box: sscc, qty: 4 }));
  });
});
