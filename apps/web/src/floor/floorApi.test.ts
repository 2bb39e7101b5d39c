import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n.ts';
import { clearSession, saveSession } from '../shared/session.ts';
import { classify, FloorApiError, floorGet, floorSend } from './floorApi.ts';
import type { QueuedCall } from './scan/scanQueue.ts';

const call: QueuedCall = {
  key: 'k-1',
  url: '/inbound/ibOrder/scan',
  body: { lpn: 'P1' },
  createdAt: 1,
  attempts: 1,
  state: 'sending',
};
const reply = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('classify', () => {
  it.each([
    [200, { action: 'ok', data: { id: 1 } }, { kind: 'ok', reply: { action: 'ok', data: { id: 1 } } }],
    [204, undefined, { kind: 'ok', reply: undefined }],
    [200, { action: 'error', message: 'LPN unknown' }, { kind: 'refused', status: 200, message: 'LPN unknown' }],
    [0, undefined, { kind: 'retry' }],
    [408, undefined, { kind: 'retry' }],
    [425, undefined, { kind: 'retry' }],
    [429, { message: 'slow down' }, { kind: 'retry' }],
    [500, { action: 'error', message: 'boom' }, { kind: 'retry' }],
    [503, undefined, { kind: 'retry' }],
    [401, { action: 'error', message: 'token expired' }, { kind: 'refused', status: 401, message: 'token expired' }],
    [409, { action: 'error', message: 'already received' }, { kind: 'refused', status: 409, message: 'already received' }],
    [422, { action: 'error', message: 'unknown location' }, { kind: 'refused', status: 422, message: 'unknown location' }],
  ])('%i %j', (status, body, expected) => {
    expect(classify(status, body)).toEqual(expected);
  });

  it('says the status when the server gave no message', () => {
    expect(classify(404, undefined)).toEqual({
      kind: 'refused',
      status: 404,
      message: i18n.t('floor.error.status', { status: 404 }),
    });
  });
});

describe('floorSend', () => {
  it('POSTs the call as JSON with the token, the language and its idempotency key', async () => {
    saveSession({ token: 'tok-9', user: { id: 1, account: 'w', name: 'W', roles: [], permissions: [] }, menu: [] }, false);
    fetchMock.mockResolvedValue(reply(200, { action: 'ok', message: '', data: { id: 7 } }));
    const result = await floorSend(call, new AbortController().signal);
    expect(result).toEqual({ kind: 'ok', reply: { action: 'ok', message: '', data: { id: 7 } } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/inbound/ibOrder/scan');
    expect(init).toMatchObject({ method: 'POST', body: '{"lpn":"P1"}' });
    expect(init?.headers).toEqual({
      'accept-language': i18n.language,
      'content-type': 'application/json',
      'idempotency-key': 'k-1',
      'x-auth-token': 'tok-9',
    });
  });

  it('takes a 401 for a session gone, for the call to wait for a sign-in rather than be refused', async () => {
    fetchMock.mockResolvedValueOnce(reply(401, { action: 'error', message: 'token expired' }));
    expect(await floorSend(call, new AbortController().signal)).toEqual({ kind: 'signedOut' });
  });

  it('takes a network failure, or a reply that is not JSON from a proxy, for a retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await floorSend(call, new AbortController().signal)).toEqual({ kind: 'retry' });
    fetchMock.mockResolvedValueOnce(reply(502, '<html>Bad gateway</html>'));
    expect(await floorSend(call, new AbortController().signal)).toEqual({ kind: 'retry' });
  });

  it('sends again when an earlier attempt under the key is still being applied (409 with Retry-After), not otherwise', async () => {
    const running = { action: 'error', code: 409, message: 'still being processed' };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(running), { status: 409, headers: { 'content-type': 'application/json', 'retry-after': '1' } }),
    );
    expect(await floorSend(call, new AbortController().signal)).toEqual({ kind: 'retry' });
    fetchMock.mockResolvedValueOnce(reply(409, { action: 'error', code: 409, message: 'order is closed' }));
    expect(await floorSend(call, new AbortController().signal)).toEqual({
      kind: 'refused',
      status: 409,
      message: 'order is closed',
    });
  });

  it('gives up an attempt when the queue is disposed', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const result = floorSend(call, controller.signal);
    controller.abort();
    expect(await result).toEqual({ kind: 'retry' });
  });
});

describe('floorGet', () => {
  it('resolves with the reply, and rejects with the status and message of a refusal', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { action: 'ok', data: [1] }));
    await expect(floorGet('/inventory/stock/x')).resolves.toEqual({ action: 'ok', data: [1] });
    fetchMock.mockResolvedValueOnce(reply(403, { action: 'error', message: 'no permission' }));
    await expect(floorGet('/inventory/stock/x')).rejects.toMatchObject({ status: 403, message: 'no permission' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await floorGet('/inventory/stock/x').catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(FloorApiError);
    expect(offline).toMatchObject({ status: 0, message: i18n.t('floor.error.network') });
  });
});
