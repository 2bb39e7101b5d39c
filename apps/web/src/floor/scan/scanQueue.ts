/**
 * The floor's outbox: every call a scan makes goes through here, so a handheld that walks out of Wi-Fi
 * range keeps scanning and the calls reach the server later, once each and in the order they were made.
 *
 * - One call in flight at a time, oldest first: a later scan may depend on an earlier one (receive a
 *   pallet, then put it away).
 * - Each call carries an idempotency key made at enqueue and re-sent unchanged on every retry, so a
 *   call whose reply was lost is applied once by the server.
 * - A refused call (a 4xx other than 408/429) does NOT block the calls after it: they have their own
 *   keys, and holding a whole shift's scans behind one bad barcode would stall the floor. The refusal
 *   stays in the queue, state 'refused', until the worker acknowledges it; a later call that needed
 *   it will be refused by the server in turn, and listed the same way.
 * - Every change is saved synchronously, so a tab killed mid-burst loses no scan.
 * - Signed out (no session, or the server said 401 since the session ended elsewhere), the queue holds
 *   every call, the one that met the 401 included, until `resume()` after a sign-in: a 401 is about the
 *   session, not the scan, and must neither lose the scan nor list it as refused.
 *
 * Create one queue per storage name, at module level: two queues on the same storage would both send.
 */
import type { QueueStorage } from './queueStorage.ts';

export interface QueuedCall {
  /** Idempotency key, made at enqueue and kept across retries and reloads. */
  key: string;
  url: string;
  body: unknown;
  createdAt: number;
  label?: string;
  /** Sends started so far, including one in flight. */
  attempts: number;
  state: 'pending' | 'sending' | 'refused';
  /** Why the server refused it, in the language the call was sent in: shown until acknowledged. */
  refusal?: { status: number; message: string };
}

/**
 * What `send` makes of one attempt: network error / 5xx / 408 / 429 → retry; the session is gone (401)
 * → signedOut; any other 4xx → refused.
 */
export type SendResult =
  | { kind: 'ok'; reply: unknown }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'retry' }
  | { kind: 'signedOut' };

/** How a call ends; retries and sign-ins are the queue's business, not the caller's. */
export type SendOutcome = Exclude<SendResult, { kind: 'retry' } | { kind: 'signedOut' }>;

/** Why calls wait rather than go out: no network, or no session (a sign-in resumes them). */
export type QueueHold = 'offline' | 'signedOut';

export interface ScanQueueSnapshot {
  /** Calls not yet accepted nor refused, the one in flight included. */
  pending: number;
  sending: boolean;
  refused: QueuedCall[];
  items: QueuedCall[];
  /** Set while calls wait for the network or a sign-in; undefined while they go out (or none wait). */
  held: QueueHold | undefined;
}

export interface ScanQueueOptions {
  /** One attempt. A rejection counts as 'retry'. The signal aborts when the queue is disposed. */
  send: (item: QueuedCall, signal: AbortSignal) => Promise<SendResult>;
  /** Defaults to memory only; floor screens pass `localQueueStorage(name)`. */
  storage?: QueueStorage;
  now?: () => number;
  /** Defaults to `navigator.onLine`; while false nothing is sent. */
  online?: () => boolean;
  /** Whether there is a session to send under; while false nothing is sent and `held` is 'signedOut'. */
  signedIn?: () => boolean;
  /** Wait after the nth failed attempt of a call; the last value repeats. */
  retryDelays?: number[];
}

export interface ScanQueue {
  /**
   * Queues a call; `outcome` settles when the server accepts or refuses it (not on reload). With `key`
   * naming a call still queued (one intent asked for again: a second tap, a screen opened anew), no new
   * call is made: the queued one is returned and `outcome` settles with its answer.
   */
  enqueue(url: string, body: unknown, label?: string, key?: string): { call: QueuedCall; outcome: Promise<SendOutcome> };
  /** Removes a refused call once the worker has seen it; other calls are left alone. */
  acknowledge(key: string): void;
  /**
   * Sends now: skips a retry wait, and ends a hold for a sign-in (call it once signed in). Does nothing
   * while a call is in flight.
   */
  resume(): void;
  subscribe(listener: () => void): () => void;
  /** The same object until the queue changes. */
  snapshot(): ScanQueueSnapshot;
  /** Stops sending and aborts the call in flight, which stays saved for the next queue on this storage. */
  dispose(): void;
}

export const DEFAULT_RETRY_DELAYS = [500, 1000, 2000, 5000, 10000];

const memoryStorage = (): QueueStorage => ({ load: () => [], save: () => {} });

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** `crypto.randomUUID` exists only in secure contexts; a handheld may reach the server over plain http on the LAN. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function snapshotOf(items: QueuedCall[], held: QueueHold | undefined): ScanQueueSnapshot {
  const pending = items.filter((c) => c.state !== 'refused').length;
  return {
    pending,
    sending: items.some((c) => c.state === 'sending'),
    refused: items.filter((c) => c.state === 'refused'),
    items,
    held: pending > 0 ? held : undefined,
  };
}

export function createScanQueue(opts: ScanQueueOptions): ScanQueue {
  const storage = opts.storage ?? memoryStorage();
  const now = opts.now ?? Date.now;
  const online = opts.online ?? browserOnline;
  const signedIn = opts.signedIn ?? (() => true);
  const delays = opts.retryDelays?.length ? opts.retryDelays : DEFAULT_RETRY_DELAYS;

  // A call that was in flight when the page died may or may not have reached the server; its key makes resending safe.
  let items: QueuedCall[] = storage
    .load()
    .map((c) => ({ ...c, state: c.state === 'refused' ? ('refused' as const) : ('pending' as const) }));
  let held: QueueHold | undefined;
  // A 401 holds the queue even with a token at hand (revoked or expired): only a sign-in lifts it.
  let sessionRefused = false;
  let current = snapshotOf(items, held);
  const listeners = new Set<() => void>();
  const settle = new Map<string, ((outcome: SendOutcome) => void)[]>();
  const waitFor = (key: string) => new Promise<SendOutcome>((resolve) => settle.set(key, [...(settle.get(key) ?? []), resolve]));
  let inFlight: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function publish() {
    current = snapshotOf(items, held);
    for (const l of listeners) l();
  }

  function commit(next: QueuedCall[]) {
    storage.save(next);
    items = next;
    publish();
  }

  function hold(why: QueueHold | undefined) {
    if (held === why) return;
    held = why;
    publish();
  }

  const replace = (call: QueuedCall) => commit(items.map((c) => (c.key === call.key ? call : c)));

  async function pump() {
    if (disposed || inFlight || retryTimer !== undefined) return;
    const next = items.find((c) => c.state === 'pending');
    if (!next) return hold(undefined);
    if (sessionRefused || !signedIn()) return hold('signedOut');
    if (!online()) return hold('offline');
    held = undefined; // published with the call's new state just below
    const call: QueuedCall = { ...next, state: 'sending', attempts: next.attempts + 1 };
    const controller = new AbortController();
    inFlight = controller;
    replace(call);

    let result: SendResult;
    try {
      result = await opts.send(call, controller.signal);
    } catch {
      result = { kind: 'retry' };
    }
    if (disposed) return;
    inFlight = undefined;

    if (result.kind === 'signedOut') {
      // Its outcome stays open: the call is sent again after the sign-in and settles then.
      sessionRefused = true;
      held = 'signedOut';
      replace({ ...call, state: 'pending' });
      return;
    }
    if (result.kind === 'retry') {
      replace({ ...call, state: 'pending' });
      retryTimer = setTimeout(
        () => {
          retryTimer = undefined;
          void pump();
        },
        delays[Math.min(call.attempts, delays.length) - 1],
      );
      return;
    }
    if (result.kind === 'ok') commit(items.filter((c) => c.key !== call.key));
    else replace({ ...call, state: 'refused', refusal: { status: result.status, message: result.message } });
    for (const resolve of settle.get(call.key) ?? []) resolve(result);
    settle.delete(call.key);
    void pump();
  }

  const sendNow = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    void pump();
  };
  // The network coming back is no sign-in: a session the server refused stays held.
  const onOnline = () => sendNow();
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  const queue: ScanQueue = {
    enqueue(url, body, label, key) {
      const queued = key === undefined ? undefined : items.find((c) => c.key === key);
      if (queued && queued.state !== 'refused') return { call: queued, outcome: waitFor(queued.key) };
      const call: QueuedCall = { key: key ?? newKey(), url, body, createdAt: now(), attempts: 0, state: 'pending' };
      if (label !== undefined) call.label = label;
      // Asked again after a refusal: the new call takes the old one's place.
      commit([...items.filter((c) => c.key !== call.key), call]);
      const outcome = waitFor(call.key);
      void pump();
      return { call, outcome };
    },
    acknowledge(key) {
      if (items.some((c) => c.key === key && c.state === 'refused')) commit(items.filter((c) => c.key !== key));
    },
    resume() {
      sessionRefused = false;
      sendNow();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
    dispose() {
      disposed = true;
      clearTimeout(retryTimer);
      inFlight?.abort();
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      listeners.clear();
    },
  };
  void pump();
  return queue;
}
