import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import type { QueuedCall, SendResult } from '../../scan/scanQueue.ts';
import { loadFloorStrings } from '../../strings.ts';
import type { TTaskDetail } from '../pick/obTasks.ts';
import { answered, taskItem, taskOf } from '../pick/taskFixtures.ts';
import { banner, click, deferred, openFloor, scan, settle } from '../screenTesting.tsx';

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

const task = taskOf('packing', [taskItem(1, { qty: 2 }), taskItem(2, { qty: 1, sn: 'SN-L' })]);
const { items: _, ...row } = task;

const detailReply = (d: TTaskDetail): SendResult => ({ kind: 'ok', reply: { action: 'ok', data: d } });

const open = () => openFloor('/floor/pack');

/** The task opened from the list, at its first item's location. */
async function opened() {
  const router = open();
  await settle();
  fireEvent.click(screen.getByRole('button', { name: /PA260101000001/ }));
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

describe('pack', () => {
  it('takes a new box label, then per item the SKU, serial numbers, weight and volume, sent into the box', async () => {
    await opened();
    expect(api.post.mock.calls[0]![1]).toMatchObject({ type: 'packing' });
    const label = deferred();
    api.send.mockReturnValueOnce(label.promise);
    click(t('floor.pack.newLabel'));
    expect(banner().textContent).toBe(t('floor.pack.labelAsking'));
    await settle();
    expect(api.send.mock.calls[0]![0]).toMatchObject({ url: '/outbound/ob/task/~label/add', body: { id: 1 } });
    const sscc = '003123456700000017';
    await act(async () =>
      label.resolve({ kind: 'ok', reply: { action: 'ok', data: { shipBoxLbl: 'SB260101000009', label: 4, sscc } } }),
    );
    expect(banner().textContent).toBe(t('floor.pack.newBox', { box: 'SB260101000009' }));
    expect(screen.getByText(t('floor.pack.currentBox', { box: 'SB260101000009' }))).toBeTruthy();

    scan(t('floor.pack.scanSku'), 'SKU-1');
    expect(banner().textContent).toBe(t('floor.pack.item', { sku: 'SKU-1', qty: 2 }));
    scan(t('floor.pack.scanSn'), 'S9');
    expect(banner().textContent).toBe(t('floor.pack.snAdded', { sn: 'S9', count: 1 }));
    click(t('floor.pack.snRemove', { sn: 'S9' }));
    expect(screen.getByText(t('floor.pack.snNone'))).toBeTruthy();
    scan(t('floor.pack.scanSn'), 'S1');
    expect(screen.getByRole('list', { name: t('floor.pack.snList', { count: 1 }) }).textContent).toBe('S1✕');
    // A serial for each of the 2 pieces: on to the measures without "next".
    scan(t('floor.pack.scanSn'), 'S2');

    fireEvent.change(screen.getByLabelText(t('floor.pack.weight')), { target: { value: '2.5' } });
    click(t('floor.pack.confirm'));
    expect(banner().textContent).toBe(t('floor.pack.measureNeeded'));
    fireEvent.change(screen.getByLabelText(t('floor.pack.volume')), { target: { value: '0,04' } });
    const reply = deferred();
    api.send.mockReturnValueOnce(reply.promise);
    click(t('floor.pack.confirm'));
    const words = { sku: 'SKU-1', qty: 2, box: 'SB260101000009' };
    expect(banner().dataset.tone).toBe('pending');
    expect(banner().textContent).toBe(t('floor.pack.sent', words));
    await settle();
    expect(api.send.mock.calls[1]![0]).toMatchObject({
      url: '/outbound/ob/task/~item/scan',
      body: { id: 1, code: 'SKU-1', actQty: 2, shipBoxLbl: 'SB260101000009', sn: 'S1,S2', weight: 2.5, volume: 0.04 },
    });
    await act(async () => reply.resolve(detailReply(answered(task, { 1: {} }))));
    expect(banner().textContent).toBe(t('floor.pack.packed', words));

    // The next item goes into the same box; its line's serial number is there already, one for its one piece.
    scan(t('floor.pack.scanSku'), 'SKU-2');
    expect(screen.getByText('SN-L')).toBeTruthy();
    expect(screen.getByLabelText(t('floor.pack.weight'))).toBeTruthy();
  });

  it('makes one label of a double tap on "new box label", and waits on it again when the screen is opened anew', async () => {
    const router = await opened();
    const newLabel = () => screen.getByRole('button', { name: t('floor.pack.newLabel') }) as HTMLButtonElement;
    const label = deferred();
    api.send.mockReturnValueOnce(label.promise);
    fireEvent.click(newLabel());
    fireEvent.click(newLabel());
    await settle();
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(floorQueue.snapshot().items).toHaveLength(1);
    expect(newLabel().disabled).toBe(true);
    const key = api.send.mock.calls[0]![0].key;

    // Left while the label is out, and the task opened again: the same call, not a second label.
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/pack'));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /PA260101000001/ }));
    await settle();
    expect(newLabel().disabled).toBe(true);
    fireEvent.click(newLabel());
    await settle();
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(floorQueue.snapshot().items.map((c) => c.key)).toEqual([key]);

    await act(async () =>
      label.resolve({ kind: 'ok', reply: { action: 'ok', data: { shipBoxLbl: 'SB9', label: 4, sscc: '003123456700000017' } } }),
    );
    expect(screen.getByText(t('floor.pack.currentBox', { box: 'SB9' }))).toBeTruthy();

    // The next box is a new intent: a new call.
    click(t('floor.pack.changeBox'));
    api.send.mockResolvedValueOnce({ kind: 'ok', reply: { action: 'ok', data: { shipBoxLbl: 'SB10' } } });
    click(t('floor.pack.newLabel'));
    await settle();
    expect(api.send).toHaveBeenCalledTimes(2);
    expect(api.send.mock.calls[1]![0].key).not.toBe(key);
    expect(screen.getByText(t('floor.pack.currentBox', { box: 'SB10' }))).toBeTruthy();
  });

  it('takes a scanned box label, refuses a SKU for one, and changes box on request', async () => {
    await opened();
    scan(t('floor.pack.scanBox'), 'SKU-2');
    expect(banner().dataset.tone).toBe('warn');
    expect(banner().textContent).toBe(t('floor.pack.notBox', { code: 'SKU-2' }));
    scan(t('floor.pack.scanBox'), 'SB-A');
    expect(screen.getByText(t('floor.pack.currentBox', { box: 'SB-A' }))).toBeTruthy();
    click(t('floor.pack.changeBox'));
    expect(screen.getByLabelText(t('floor.pack.scanBox'))).toBeTruthy();
  });
});

describe('pack: GS1 scans', () => {
  // GTIN-14 09506000134352 is item 1's EAN-13 on file; item 2 has no bar code.
  const coded = taskOf('packing', [
    taskItem(1, { qty: 2, barCode: '9506000134352', stockLpn: null }),
    taskItem(2, { qty: 1, barCode: null, stockLpn: null }),
  ]);
  beforeEach(() => {
    api.get.mockImplementation(async () => ({ data: coded }));
  });

  it('keeps a box SSCC label as its 18 digits and refuses a product label for a box', async () => {
    await opened();
    scan(t('floor.pack.scanBox'), `]C10109506000134352` + `10L1`);
    expect(banner().textContent).toBe(t('floor.pack.notBox', { code: '09506000134352' }));
    scan(t('floor.pack.scanBox'), ']C100106141411234567897');
    expect(screen.getByText(t('floor.pack.currentBox', { box: '106141411234567897' }))).toBeTruthy();
  });

  it('takes the serial of a DataMatrix (AI 21) with the SKU, never the raw symbol', async () => {
    await opened();
    scan(t('floor.pack.scanBox'), 'SB-A');
    // Another product's DataMatrix: refused at once, naming the SKU expected.
    scan(t('floor.pack.scanSku'), ']d2010000009638507421SN0001');
    expect(screen.getByRole('alert').textContent).toContain(t('floor.task.wrongCode', { code: '00000096385074', sku: 'SKU-1' }));

    scan(t('floor.pack.scanSku'), ']d2010950600013435221SN0003');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: t('floor.pack.snList', { count: 1 }) }).textContent).toBe('SN0003✕');
    // A carton label carries no serial; the Digital Link of the next piece does.
    scan(t('floor.pack.scanSn'), `]C10109506000134352` + `10L1`);
    expect(banner().textContent).toBe(t('floor.pack.snNotInCode', { code: '09506000134352' }));
    scan(t('floor.pack.scanSn'), 'https://id.gs1.org/01/09506000134352/21/SN0004');

    // Both pieces have their serial: the measures, Enter from weight to volume to "pack".
    const weight = screen.getByLabelText(t('floor.pack.weight'));
    expect(document.activeElement).toBe(weight);
    fireEvent.change(weight, { target: { value: '2.5' } });
    fireEvent.keyDown(weight, { key: 'Enter' });
    const volume = screen.getByLabelText(t('floor.pack.volume'));
    expect(document.activeElement).toBe(volume);
    fireEvent.change(volume, { target: { value: '0.04' } });
    api.send.mockResolvedValueOnce(detailReply(answered(coded, { 1: {} })));
    fireEvent.keyDown(volume, { key: 'Enter' });
    await settle();
    expect(api.send.mock.calls[0]![0].body).toEqual({
      id: 1,
      code: ']d2010950600013435221SN0003',
      actQty: 2,
      shipBoxLbl: 'SB-A',
      sn: 'SN0003,SN0004',
      weight: 2.5,
      volume: 0.04,
    });
  });

  it('refuses a plain code naming neither open item, and takes the other item by its SKU number', async () => {
    await opened();
    scan(t('floor.pack.scanBox'), 'SB-A');
    scan(t('floor.pack.scanSku'), 'SKU-9');
    expect(screen.getByRole('alert').textContent).toContain(t('floor.task.wrongCode', { code: 'SKU-9', sku: 'SKU-1' }));
    scan(t('floor.pack.scanSku'), 'SKU-2');
    expect(banner().textContent).toBe(t('floor.pack.item', { sku: 'SKU-2', qty: 1 }));
    expect(screen.getByTestId('action-dock').textContent).toBe(t('floor.pack.next'));
  });
});
