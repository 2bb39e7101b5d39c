import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localQueueStorage } from './queueStorage.ts';
import { createScanQueue, type QueuedCall, type ScanQueue, type ScanQueueOptions, type SendResult } from './scanQueue.ts';

const ok = (reply: unknown = null): SendResult => ({ kind: 'ok', reply });
const retry: SendResult = { kind: 'retry' };
const refused: SendResult = { kind: 'refused', status: 422, message: 'unknown location' };

/** A server that answers each call when the test says so. */
function manualServer() {
  const sent: QueuedCall[] = [];
  const answers: ((r: SendResult) => void)[] = [];
  const signals: AbortSignal[] = [];
  const send = vi.fn((item: QueuedCall, signal: AbortSignal) => {
    sent.push(item);
    signals.push(signal);
    return new Promise<SendResult>((resolve) => answers.push(resolve));
  });
  /** Answers the oldest unanswered call and lets the queue move on. */
  const answer = async (r: SendResult) => {
    answers.shift()!(r);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { sent, signals, send, answer };
}

const queues: ScanQueue[] = [];
function makeQueue(opts: ScanQueueOptions) {
  const q = createScanQueue({ storage: localQueueStorage('test'), ...opts });
  queues.push(q);
  return q;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const q of queues.splice(0)) q.dispose();
  vi.useRealTimers();
});

describe('scan queue', () => {
  it('sends a burst of 100 in order, one at a time, and keeps every one saved from the moment it is queued', async () => {
    let inFlight = 0;
    let most = 0;
    const bodies: unknown[] = [];
    const q = makeQueue({
      send: async (item) => {
        most = Math.max(most, ++inFlight);
        bodies.push(item.body);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        return ok();
      },
    });
    const outcomes = Array.from({ length: 100 }, (_, i) => q.enqueue('/floor/receive', { n: i }).outcome);

    // What a tab killed right now would find on reload.
    expect(
      localQueueStorage('test')
        .load()
        .map((c) => c.body),
    ).toEqual(Array.from({ length: 100 }, (_, i) => ({ n: i })));

    await vi.runAllTimersAsync();
    await Promise.all(outcomes);
    expect(bodies).toEqual(Array.from({ length: 100 }, (_, i) => ({ n: i })));
    expect(most).toBe(1);
    expect(q.snapshot()).toMatchObject({ pending: 0, sending: false, items: [] });
    expect(localQueueStorage('test').load()).toEqual([]);
  });

  it('re-sends the same key after a retry, waiting longer each time, and the last wait repeats', async () => {
    const server = manualServer();
    const q = makeQueue({ send: server.send, retryDelays: [100, 300] });
    const { call, outcome } = q.enqueue('/floor/putaway', { lpn: 'P1' }, 'P1 → A-01');
    expect(call).toMatchObject({ url: '/floor/putaway', label: 'P1 → A-01', attempts: 0, state: 'pending' });

    await server.answer(retry);
    expect(q.snapshot()).toMatchObject({ pending: 1, sending: false });
    await vi.advanceTimersByTimeAsync(99);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toHaveLength(2);

    await server.answer(retry);
    await vi.advanceTimersByTimeAsync(299);
    expect(server.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toHaveLength(3);

    await server.answer(retry);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.sent).toHaveLength(4);

    expect(new Set(server.sent.map((c) => c.key))).toEqual(new Set([call.key]));
    expect(server.sent.map((c) => c.attempts)).toEqual([1, 2, 3, 4]);
    await server.answer(ok({ id: 7 }));
    await expect(outcome).resolves.toEqual({ kind: 'ok', reply: { id: 7 } });
  });

  it('treats a send that throws as a retry', async () => {
    const send = vi
      .fn<ScanQueueOptions['send']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(ok());
    const q = makeQueue({ send, retryDelays: [50] });
    const { outcome } = q.enqueue('/floor/pick', {});
    await vi.advanceTimersByTimeAsync(50);
    await expect(outcome).resolves.toMatchObject({ kind: 'ok' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a refused call until acknowledged, and sends the calls after it meanwhile', async () => {
    const server = manualServer();
    const q = makeQueue({ send: server.send });
    const first = q.enqueue('/floor/receive', { n: 1 });
    const second = q.enqueue('/floor/receive', { n: 2 });

    await server.answer(refused);
    await expect(first.outcome).resolves.toEqual(refused);
    expect(server.sent.map((c) => c.key)).toEqual([first.call.key, second.call.key]);
    await server.answer(ok());
    await expect(second.outcome).resolves.toMatchObject({ kind: 'ok' });

    expect(q.snapshot().refused).toEqual([expect.objectContaining({ key: first.call.key, state: 'refused', attempts: 1 })]);
    expect(q.snapshot().pending).toBe(0);
    expect(localQueueStorage('test').load()).toHaveLength(1);

    q.acknowledge(first.call.key);
    expect(q.snapshot().items).toEqual([]);
    expect(localQueueStorage('test').load()).toEqual([]);
    expect(server.sent).toHaveLength(2);
  });

  it('does not acknowledge a call that has not been refused', () => {
    const q = makeQueue({ send: manualServer().send });
    const { call } = q.enqueue('/floor/receive', {});
    const later = q.enqueue('/floor/receive', {});
    q.acknowledge(call.key);
    q.acknowledge(later.call.key);
    expect(q.snapshot().items).toHaveLength(2);
  });

  it('pauses while offline and resumes on the window online event', async () => {
    let online = false;
    const server = manualServer();
    const q = makeQueue({ send: server.send, online: () => online });
    q.enqueue('/floor/receive', { n: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sent).toHaveLength(0);
    expect(q.snapshot()).toMatchObject({ pending: 1, sending: false });

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(server.sent).toHaveLength(1);
  });

  it('reads navigator.onLine when not told otherwise', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = manualServer();
    const q = makeQueue({ send: server.send });
    q.enqueue('/floor/receive', {});
    expect(server.sent).toHaveLength(0);
    onLine.mockReturnValue(true);
    q.resume();
    expect(server.sent).toHaveLength(1);
    onLine.mockRestore();
  });

  it('the network coming back skips the retry wait', async () => {
    const server = manualServer();
    const q = makeQueue({ send: server.send, retryDelays: [10_000] });
    q.enqueue('/floor/receive', {});
    await server.answer(retry);
    window.dispatchEvent(new Event('online'));
    expect(server.sent).toHaveLength(2);
    // The skipped wait does not fire a second send later.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.sent).toHaveLength(2);
  });

  it('never sends twice at once when resumed while a call is in flight', async () => {
    const server = manualServer();
    const q = makeQueue({ send: server.send });
    q.enqueue('/floor/receive', { n: 1 });
    q.enqueue('/floor/receive', { n: 2 });
    q.resume();
    q.resume();
    window.dispatchEvent(new Event('online'));
    expect(server.sent).toHaveLength(1);
    await server.answer(ok());
    expect(server.sent.map((c) => c.body)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('after a reload, sends what was in flight again with its key, then the rest in order; refusals stay listed', async () => {
    const before = manualServer();
    const old = makeQueue({ send: before.send });
    const refusedCall = old.enqueue('/floor/receive', { n: 0 }).call;
    await before.answer(refused);
    const inFlight = old.enqueue('/floor/receive', { n: 1 }).call;
    const waiting = old.enqueue('/floor/receive', { n: 2 }).call;
    expect(
      localQueueStorage('test')
        .load()
        .map((c) => c.state),
    ).toEqual(['refused', 'sending', 'pending']);
    old.dispose(); // as the tab dies: nothing more from the old page
    expect(before.signals[1]!.aborted).toBe(true);

    const after = manualServer();
    const q = makeQueue({ send: after.send });
    expect(after.sent).toEqual([expect.objectContaining({ key: inFlight.key, attempts: 2, state: 'sending' })]);
    await after.answer(ok());
    expect(after.sent.map((c) => c.key)).toEqual([inFlight.key, waiting.key]);
    expect(q.snapshot().refused.map((c) => c.key)).toEqual([refusedCall.key]);
    // Why it was refused survives the reload, for the list of refusals to show.
    expect(q.snapshot().refused[0]!.refusal).toEqual({ status: 422, message: 'unknown location' });
  });

  it('asked again under the key of a call still queued, joins it: one call, both told its answer', async () => {
    const server = manualServer();
    const q = makeQueue({ send: server.send, online: () => false });
    const first = q.enqueue('/label/add', { id: 1 }, 'label');
    const again = q.enqueue('/label/add', { id: 1 }, 'label', first.call.key);
    expect(again.call).toBe(first.call);
    expect(q.snapshot().pending).toBe(1);

    q.dispose();
    const back = makeQueue({ send: server.send });
    // After a reload: the screen asks again with the stored call's key, and waits on that call.
    const stored = back.snapshot().items[0]!;
    const joined = back.enqueue('/label/add', { id: 1 }, 'label', stored.key);
    expect(joined.call.key).toBe(first.call.key);
    await server.answer(ok({ box: 'B1' }));
    await expect(joined.outcome).resolves.toEqual(ok({ box: 'B1' }));
    expect(server.sent).toHaveLength(1);

    // A key no longer queued is a new call under that key (the server replays its first answer).
    const later = back.enqueue('/label/add', { id: 1 }, 'label', first.call.key);
    expect(later.call).not.toBe(first.call);
    expect(server.sent.map((c) => c.key)).toEqual([first.call.key, first.call.key]);
  });

  it('a stored sending call reads as pending when the queue cannot send yet', () => {
    localStorage.setItem(
      'floor.scanQueue.test',
      JSON.stringify([{ key: 'k1', url: '/floor/receive', body: {}, createdAt: 1, attempts: 1, state: 'sending' }]),
    );
    const q = makeQueue({ send: manualServer().send, online: () => false });
    expect(q.snapshot().items).toEqual([expect.objectContaining({ key: 'k1', state: 'pending' })]);
  });

  it('a corrupt store reads as empty', () => {
    localStorage.setItem('floor.scanQueue.test', '{not json');
    expect(localQueueStorage('test').load()).toEqual([]);
    localStorage.setItem('floor.scanQueue.test', JSON.stringify([{ nope: 1 }, 'x']));
    expect(localQueueStorage('test').load()).toEqual([]);
  });

  it('keeps one snapshot between changes and tells subscribers of each change', async () => {
    const server = manualServer();
    const q = makeQueue({ send: server.send, now: () => 1234 });
    const listener = vi.fn();
    const unsubscribe = q.subscribe(listener);
    const first = q.snapshot();
    expect(q.snapshot()).toBe(first);

    const { call } = q.enqueue('/floor/receive', {});
    expect(call.createdAt).toBe(1234);
    const queued = q.snapshot();
    expect(queued).not.toBe(first);
    expect(q.snapshot()).toBe(queued);
    expect(queued).toMatchObject({ pending: 1, sending: true });
    const calls = listener.mock.calls.length;
    expect(calls).toBeGreaterThan(0);

    unsubscribe();
    await server.answer(ok());
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('stops sending once disposed', async () => {
    const server = manualServer();
    const q = makeQueue({ send: server.send });
    q.enqueue('/floor/receive', {});
    q.enqueue('/floor/receive', {});
    q.dispose();
    await server.answer(ok());
    window.dispatchEvent(new Event('online'));
    expect(server.sent).toHaveLength(1);
  });
});

describe('signed out', () => {
  it('a 401 holds the call, saved and unsettled, and every call after it, until a sign-in resumes them', async () => {
    const server = manualServer();
    const q = makeQueue({ send: server.send });
    const first = q.enqueue('/floor/receive', { n: 1 }, 'P1');
    const second = q.enqueue('/floor/receive', { n: 2 }, 'P2');
    let settled = false;
    void first.outcome.then(() => (settled = true));

    await server.answer({ kind: 'signedOut' });
    expect(q.snapshot()).toMatchObject({ pending: 2, sending: false, refused: [], held: 'signedOut' });
    expect(
      localQueueStorage('test')
        .load()
        .map((c) => [c.key, c.state]),
    ).toEqual([
      [first.call.key, 'pending'],
      [second.call.key, 'pending'],
    ]);
    // Neither time, the network coming back nor a new scan sends under a session the server turned away.
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    q.enqueue('/floor/receive', { n: 3 });
    expect(server.sent).toHaveLength(1);
    expect(settled).toBe(false);

    q.resume(); // signed in again
    expect(q.snapshot().held).toBeUndefined();
    expect(server.sent.map((c) => c.key)).toEqual([first.call.key, first.call.key]);
    await server.answer(ok('received'));
    await expect(first.outcome).resolves.toEqual(ok('received'));
    expect(server.sent.map((c) => c.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 2 }]);
  });

  it('without a session sends nothing and says why; the sign-in sends', () => {
    let session = false;
    const server = manualServer();
    const q = makeQueue({ send: server.send, signedIn: () => session });
    expect(q.snapshot().held).toBeUndefined(); // nothing waits
    q.enqueue('/floor/receive', {});
    expect(server.sent).toHaveLength(0);
    expect(q.snapshot()).toMatchObject({ pending: 1, held: 'signedOut' });
    session = true;
    q.resume();
    expect(server.sent).toHaveLength(1);
    expect(q.snapshot().held).toBeUndefined();
  });

  it('offline, says so; back online, not', async () => {
    let online = false;
    const server = manualServer();
    const q = makeQueue({ send: server.send, online: () => online });
    q.enqueue('/floor/receive', {});
    expect(q.snapshot().held).toBe('offline');
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(q.snapshot()).toMatchObject({ sending: true, held: undefined });
    await server.answer(ok());
    expect(q.snapshot()).toMatchObject({ pending: 0, held: undefined });
  });
});
