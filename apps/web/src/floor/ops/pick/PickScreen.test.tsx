import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../../../shared/session.ts';
import type { QueuedCall, SendResult } from '../../scan/scanQueue.ts';
import { readCode } from '../../scan/scanRead.ts';
import { loadFloorStrings } from '../../strings.ts';
import { banner, click, deferred, openFloor, scan, settle } from '../screenTesting.tsx';
import type { TTaskDetail } from './obTasks.ts';
import { answered, taskItem, taskOf } from './taskFixtures.ts';

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

const task = taskOf('picking', [taskItem(1), taskItem(2, { qty: 3, lotNo: 'L2' })]);
const { items: _, ...row } = task;

const detailReply = (d: TTaskDetail): SendResult => ({ kind: 'ok', reply: { action: 'ok', data: d } });

const open = () => openFloor('/floor/pick');

/** The task opened from the list, at its first item's location. */
async function opened() {
  const router = open();
  await settle();
  fireEvent.click(screen.getByRole('button', { name: /PK260101000001/ }));
  await settle();
  return router;
}

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
  api.post.mockImplementation(async (_url, body) => {
    const filter = (body as { filter: { field: string; value: unknown }[] }).filter;
    if (filter[0]?.field === 'no')
      return { data: { rows: filter[0].value === 'PK-OLD' ? [{ ...row, no: 'PK-OLD', status: 100 }] : [] } };
    return { data: { rows: [{ ...row, progress: 0 }] } };
  });
  api.get.mockImplementation(async () => ({ data: task }));
});
afterEach(() => {
  for (const c of floorQueue.snapshot().refused) floorQueue.acknowledge(c.key);
  clearSession();
  // Reset, not cleared: a one-off answer a failing test left unused would spill into the next.
  vi.resetAllMocks();
});

describe('pick', () => {
  it('lists open and started picking tasks, then walks the items: location, SKU, quantity, sent at once', async () => {
    await opened();
    expect(api.post).toHaveBeenCalledWith('/outbound/ob/task/~page/get', {
      page: 1,
      length: 50,
      prop: 'id',
      order: 'desc',
      type: 'picking',
      filter: [
        { field: 'status', operator: 'ge', value: 10 },
        { field: 'status', operator: 'le', value: 20 },
      ],
    });
    expect(api.get).toHaveBeenCalledWith('/outbound/ob/task/~item/get?id=1');
    expect(screen.getByText(t('floor.task.items', { done: 0, total: 2 }))).toBeTruthy();

    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'B-07');
    expect(banner().dataset.tone).toBe('warn');
    expect(banner().textContent).toBe(t('floor.pick.wrongLocation', { code: 'B-07', location: 'A-01' }));
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'a-01');
    scan(t('floor.pick.scanCode'), 'SKU-1');
    expect((screen.getByTestId('qty-input') as HTMLInputElement).value).toBe('5');

    const reply = deferred();
    api.send.mockReturnValueOnce(reply.promise);
    click(t('floor.pick.confirm', { qty: 5 }));
    expect(banner().dataset.tone).toBe('pending');
    expect(banner().textContent).toBe(t('floor.pick.sent', { sku: 'SKU-1', qty: 5 }));
    // The next item is asked for before the server answers.
    expect(screen.getByLabelText(t('floor.pick.scanLocation', { location: 'A-02' }))).toBeTruthy();
    await settle();
    expect(api.send.mock.calls[0]![0]).toMatchObject({
      url: '/outbound/ob/task/~item/scan',
      body: { id: 1, location: 'a-01', code: 'SKU-1', actQty: 5 },
    });

    await act(async () => reply.resolve(detailReply(answered(task, { 1: {} }))));
    expect(banner().dataset.tone).toBe('ok');
    expect(banner().textContent).toBe(t('floor.pick.picked', { sku: 'SKU-1', qty: 5 }));
    expect(screen.getByText(t('floor.task.items', { done: 1, total: 2 }))).toBeTruthy();
  });

  it('sends a short pick with its reason; a refusal blocks, then the item comes back', async () => {
    await opened();
    api.send.mockResolvedValueOnce(detailReply(answered(task, { 1: {} })));
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(t('floor.pick.scanCode'), 'SKU-1');
    click(t('floor.pick.confirm', { qty: 5 }));
    await settle();

    scan(t('floor.pick.scanLocation', { location: 'A-02' }), 'A-02');
    scan(t('floor.pick.scanCode'), 'P-2');
    click(t('floor.pick.short'));
    expect(screen.getByRole('heading', { name: t('floor.pick.whyShort') })).toBeTruthy();
    const qty = screen.getByLabelText(t('floor.pick.shortQty', { qty: 3 })) as HTMLInputElement;
    expect(qty.value).toBe('2');
    fireEvent.change(qty, { target: { value: '1' } });
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 400, message: 'P-2 is not this item' });
    click(t('floor.pick.reason.notFound'));
    await settle();

    expect(api.send.mock.calls[1]![0].body).toEqual({ id: 2, location: 'A-02', code: 'P-2', actQty: 1, shortReason: 'notFound' });
    expect(screen.getByRole('alert').textContent).toContain('P-2 is not this item');
    expect(floorQueue.snapshot().refused).toEqual([]);
    // The error holds the next scan until acknowledged; the refused item is asked for again.
    scan(t('floor.pick.scanLocation', { location: 'A-02' }), 'A-02');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(t('floor.pick.scanLocation', { location: 'A-02' }))).toBeTruthy();

    scan(t('floor.pick.scanLocation', { location: 'A-02' }), 'A-02');
    scan(t('floor.pick.scanCode'), 'SKU-2');
    fireEvent.change(screen.getByTestId('qty-input'), { target: { value: '2' } });
    click(t('floor.pick.confirm', { qty: 2 }));
    const short = answered(task, { 1: {}, 2: { actQty: 2, shortReason: 'damaged' } });
    api.send.mockResolvedValueOnce(detailReply(short));
    click(t('floor.pick.reason.damaged'));
    await settle();
    expect(api.send.mock.calls[2]![0].body).toEqual({
      id: 2,
      location: 'A-02',
      code: 'SKU-2',
      actQty: 2,
      shortReason: 'damaged',
    });
    expect(banner().textContent).toBe(t('floor.task.closedByServer', { no: task.no }));

    // The server closed the task with its last item: it says so, with no "finish" to tap, only the list.
    expect(screen.getByRole('heading', { name: t('floor.task.closedByServer', { no: task.no }) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('floor.task.finish') })).toBeNull();
    click(t('floor.task.toList'));
    await settle();
    expect(api.send).toHaveBeenCalledTimes(3);
    expect(screen.getByLabelText(t('floor.pick.scanTask'))).toBeTruthy();
  });

  it('ends the work on a task finished elsewhere: a refused scan asks the server, which says it is closed', async () => {
    await opened();
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 409, message: `任务 ${task.no} 已完成` });
    // Finished on the console meanwhile: every item done at its planned quantity.
    api.get.mockResolvedValueOnce({ data: answered(task, { 1: {}, 2: {} }) });
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(t('floor.pick.scanCode'), 'SKU-1');
    click(t('floor.pick.confirm', { qty: 5 }));
    await settle();
    await settle();

    expect(api.get).toHaveBeenLastCalledWith('/outbound/ob/task/~item/get?id=1');
    expect(screen.getByRole('alert').textContent).toContain(`任务 ${task.no} 已完成`);
    expect(screen.getByRole('heading', { name: t('floor.task.closedByServer', { no: task.no }) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('floor.task.finish') })).toBeNull();
    expect(screen.queryByLabelText(t('floor.pick.scanLocation', { location: 'A-01' }))).toBeNull();
    expect(api.send).toHaveBeenCalledTimes(1);
  });

  it('asks the server before offering "finish", and offers none for a task finished elsewhere', async () => {
    const one = taskOf('picking', [taskItem(1)]);
    api.get.mockResolvedValueOnce({ data: one });
    await opened();
    // An answer that leaves the task open; then the console finishes it.
    api.send.mockResolvedValueOnce(detailReply({ ...answered(one, { 1: {} }), status: 20 }));
    api.get.mockResolvedValueOnce({ data: { ...answered(one, { 1: {} }), status: 100 } });
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(t('floor.pick.scanCode'), 'SKU-1');
    click(t('floor.pick.confirm', { qty: 5 }));
    await settle();
    await settle();
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: t('floor.task.closedByServer', { no: one.no }) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('floor.task.finish') })).toBeNull();
  });

  it('finishes with ~finish what the server still has open, once every answer is in', async () => {
    const one = taskOf('picking', [taskItem(1)]);
    api.get.mockImplementation(async () => ({ data: one }));
    await opened();
    const reply = deferred();
    api.send.mockReturnValueOnce(reply.promise);
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(t('floor.pick.scanCode'), 'SKU-1');
    click(t('floor.pick.confirm', { qty: 5 }));
    await settle();
    expect(screen.getByText(t('floor.task.waiting', { count: 1 }))).toBeTruthy();
    expect((screen.getByRole('button', { name: t('floor.task.finish') }) as HTMLButtonElement).disabled).toBe(true);

    // An answer that leaves the task open (another worker's item reopened, say), as the server still tells.
    api.get.mockResolvedValue({ data: { ...answered(one, { 1: {} }), status: 20 } });
    await act(async () => reply.resolve(detailReply({ ...answered(one, { 1: {} }), status: 20 })));
    expect(api.get).toHaveBeenLastCalledWith('/outbound/ob/task/~item/get?id=1');
    api.send.mockResolvedValueOnce(detailReply({ ...answered(one, { 1: {} }), status: 100 }));
    click(t('floor.task.finish'));
    expect(banner().textContent).toBe(t('floor.task.finishing', { no: one.no }));
    await settle();
    expect(api.send.mock.calls[1]![0]).toMatchObject({ url: '/outbound/ob/task/~finish', body: { id: 1 } });
    expect(banner().textContent).toBe(t('floor.task.finished', { no: one.no }));
  });

  it('asks the server for a task number not listed, and refuses one done', async () => {
    open();
    await settle();
    scan(t('floor.pick.scanTask'), 'PK-NONE');
    await settle();
    expect(api.post).toHaveBeenLastCalledWith(
      '/outbound/ob/task/~page/get',
      expect.objectContaining({ type: 'picking', filter: [{ field: 'no', operator: 'eq', value: 'PK-NONE' }] }),
    );
    expect(screen.getByRole('alert').textContent).toContain(t('floor.pick.unknown', { no: 'PK-NONE' }));
    fireEvent.click(screen.getByRole('alert').querySelector('button')!);

    scan(t('floor.pick.scanTask'), 'PK-OLD');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.task.isDone', { no: 'PK-OLD' }));
    expect(api.get).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('alert').querySelector('button')!);
    scan(t('floor.pick.scanTask'), ' pk260101000001 ');
    await settle();
    expect(screen.getByLabelText(t('floor.pick.scanLocation', { location: 'A-01' }))).toBeTruthy();
  });

  it('sends a worker whose session ended to sign in', async () => {
    const router = await opened();
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 401, message: 'expired' });
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(t('floor.pick.scanCode'), 'SKU-1');
    click(t('floor.pick.confirm', { qty: 5 }));
    await settle();
    expect(router.state.location.pathname).toBe('/floor/login');
  });
});

describe('pick: the code checked before the quantity', () => {
  const GS = '\u001d';
  // GTIN-14 09506000134352 is the EAN-13 on file; item 2 is a whole pallet kept under its SSCC.
  const coded = taskOf('picking', [
    taskItem(1, { barCode: '9506000134352', stockLpn: null }),
    taskItem(2, { qty: 1, barCode: null, lpn: '106141411234567897', stockLpn: '106141411234567897' }),
  ]);
  const codePrompt = () => t('floor.pick.scanCode');

  beforeEach(() => {
    api.get.mockImplementation(async () => ({ data: coded }));
  });

  it('refuses another SKU at once, naming the one expected; the right scan then goes on', async () => {
    await opened();
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(codePrompt(), '(01)00000096385074');
    expect(screen.getByRole('alert').textContent).toContain(t('floor.task.wrongCode', { code: '00000096385074', sku: 'SKU-1' }));
    expect(screen.queryByTestId('qty-input')).toBeNull();
    scan(codePrompt(), 'SKU-9');
    expect(screen.getByRole('alert').textContent).toContain(t('floor.task.wrongCode', { code: 'SKU-9', sku: 'SKU-1' }));

    // The carton label of the right GTIN, its lot read: no acknowledging tap first.
    const carton = `]C1010950600013435210L1${GS}`;
    scan(codePrompt(), carton);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(banner().textContent).toBe(t('floor.pick.scanned', { code: '09506000134352' }));
    api.send.mockResolvedValueOnce(detailReply(answered(coded, { 1: {} })));
    click(t('floor.pick.confirm', { qty: 5 }));
    await settle();
    // The raw scan goes to the server, which reads it again.
    expect(api.send.mock.calls[0]![0].body).toEqual({ id: 1, location: 'A-01', code: carton, actQty: 5 });
  });

  it.each([
    ['a DataMatrix', ']d2010950600013435221SN0003'],
    ['a Digital Link', 'https://id.gs1.org/01/09506000134352/10/ABC123'],
    ['the EAN-13 as printed', '9506000134352'],
  ])('takes %s of the GTIN', async (_, code) => {
    await opened();
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(codePrompt(), code);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('qty-input')).toBeTruthy();
  });

  it('takes the pallet by its SSCC label and refuses another pallet, naming the one expected', async () => {
    api.get.mockImplementation(async () => ({ data: answered(coded, { 1: {} }) }));
    await opened();
    scan(t('floor.pick.scanLocation', { location: 'A-02' }), 'A-02');
    scan(codePrompt(), ']C100106141411234567880');
    expect(screen.getByRole('alert').textContent).toContain(
      t('floor.task.wrongCodeLpn', { code: '106141411234567880', sku: 'SKU-2', lpn: '106141411234567897' }),
    );
    scan(codePrompt(), '00106141411234567897');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('qty-input')).toBeTruthy();
  });

  it('refuses a GS1 label that does not read right', async () => {
    await opened();
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(codePrompt(), '(01)09506000134353');
    const { problem } = readCode('(01)09506000134353');
    expect(problem).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(t('floor.task.badCode', { code: '09506000134353', problem }));
  });

  it('keeps a server refusal until acknowledged: only a refusal of this device lets the next scan through', async () => {
    await opened();
    api.send.mockResolvedValueOnce({ kind: 'refused', status: 400, message: 'not this item' });
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(codePrompt(), 'SKU-1');
    click(t('floor.pick.confirm', { qty: 5 }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('not this item');
    // Item 2 is asked for now (the refused one comes after it): this scan only acknowledges.
    scan(t('floor.pick.scanLocation', { location: 'A-02' }), 'A-02');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(t('floor.pick.scanLocation', { location: 'A-02' }))).toBeTruthy();
  });

  it('confirms the quantity with Enter, from the dock at the foot of the screen as well', async () => {
    await opened();
    scan(t('floor.pick.scanLocation', { location: 'A-01' }), 'A-01');
    scan(codePrompt(), 'SKU-1');
    expect(
      screen.getByTestId('action-dock').contains(screen.getByRole('button', { name: t('floor.pick.confirm', { qty: 5 }) })),
    ).toBe(true);
    const qty = screen.getByTestId('qty-input');
    fireEvent.change(qty, { target: { value: '5x' } });
    fireEvent.keyDown(qty, { key: 'Enter' });
    expect(api.send).not.toHaveBeenCalled();
    fireEvent.change(qty, { target: { value: '5' } });
    api.send.mockResolvedValueOnce(detailReply(answered(coded, { 1: {} })));
    fireEvent.keyDown(qty, { key: 'Enter' });
    await settle();
    expect(api.send.mock.calls[0]![0].body).toMatchObject({ id: 1, code: 'SKU-1', actQty: 5 });
    expect(screen.getByLabelText(t('floor.pick.scanLocation', { location: 'A-02' }))).toBeTruthy();
  });
});
