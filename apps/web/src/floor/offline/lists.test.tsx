/** The operation screens' lists after an offline reload: the rows read before, then the server's once the network is back. */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../shared/session.ts';
import type { QueuedCall, SendResult } from '../scan/scanQueue.ts';
import { loadFloorStrings } from '../strings.ts';

const api = vi.hoisted(() => ({
  get: vi.fn<(url: string) => Promise<unknown>>(),
  post: vi.fn<(url: string, body?: unknown) => Promise<unknown>>(),
  send: vi.fn<(call: QueuedCall) => Promise<SendResult>>(),
}));
vi.mock('../floorApi.ts', async (actual) => {
  const { createScanQueue } = await import('../scan/scanQueue.ts');
  return {
    ...(await actual<typeof import('../floorApi.ts')>()),
    floorGet: api.get,
    floorPost: api.post,
    floorQueue: createScanQueue({ send: (call) => api.send(call), online: () => true }),
  };
});
const { FloorApiError } = await import('../floorApi.ts');
const { openFloor, settle } = await import('../ops/screenTesting.tsx');

const network = () => Promise.reject(new FloorApiError('network', 0));
/** What `~page/get` lists, by path; `null` is the network cut. */
let rows: Record<string, { id: number; no: string; status: number }[] | null> = {};

beforeAll(() => loadFloorStrings());
beforeEach(() => {
  saveSession({ token: 't', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: ['*/*/*'] }, menu: [] }, false);
  api.post.mockImplementation(async (url) => {
    const listed = rows[url.split('/~')[0]!];
    return listed ? { data: { rows: listed } } : network();
  });
  api.get.mockImplementation(network);
});
afterEach(() => {
  localStorage.clear();
  clearSession();
  vi.clearAllMocks();
});

/** The screen opened online, then again after a reload with the network cut. */
async function reloadOffline(path: string, listPath: string, first: string) {
  rows = { [listPath]: [{ id: 1, no: first, status: 20 }] };
  openFloor(path);
  await settle();
  expect(screen.getByText(first)).toBeTruthy();
  cleanup();
  rows = { [listPath]: null };
  openFloor(path);
  await settle();
}

async function backOnline(listPath: string, next: string) {
  rows = { [listPath]: [{ id: 2, no: next, status: 20 }] };
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await settle();
}

describe('lists opened before stay readable offline', () => {
  it.each([
    ['/floor/pick', 'PK260101000001'],
    ['/floor/pack', 'PA260101000001'],
    ['/floor/seal', 'SE260101000001'],
  ])('%s: the task list', async (path, no) => {
    await reloadOffline(path, '/outbound/ob/task', no);
    expect(screen.getByText(no)).toBeTruthy();
    await backOnline('/outbound/ob/task', 'PK260101000002');
    expect(screen.getByText('PK260101000002')).toBeTruthy();
    expect(screen.queryByText(no)).toBeNull();
  });

  it('/floor/receive: the order list, its rows without progress until the network returns', async () => {
    await reloadOffline('/floor/receive', '/inbound/ib/order', 'IB260101000001');
    expect(screen.getByText('IB260101000001')).toBeTruthy();
    await backOnline('/inbound/ib/order', 'IB260101000002');
    expect(screen.getByText('IB260101000002')).toBeTruthy();
  });

  it('/floor/count: the count task list, with the time it was read', async () => {
    await reloadOffline('/floor/count', '/inventory/count', 'CT260101000001');
    expect(screen.getByText('CT260101000001')).toBeTruthy();
    expect(screen.getByTestId('offline-hint')).toBeTruthy();
    await backOnline('/inventory/count', 'CT260101000002');
    expect(screen.getByText('CT260101000002')).toBeTruthy();
    expect(screen.queryByTestId('offline-hint')).toBeNull();
  });

  it('says the error, not an empty list, where nothing was read before', async () => {
    rows = {};
    openFloor('/floor/pick');
    await settle();
    expect(screen.getByText('network')).toBeTruthy();
  });
});
