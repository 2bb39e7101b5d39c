/**
 * The floor's HTTP client: the console's (shared/api/request.ts) shows antd toasts and dialogs, which
 * the floor does not load. Same headers: x-auth-token from the TOKEN cookie and the language shown.
 */
import { i18n } from '../shared/i18n/i18n.ts';
import { getToken } from '../shared/session.ts';
import { localQueueStorage } from './scan/queueStorage.ts';
import { createScanQueue, type QueuedCall, type SendResult } from './scan/scanQueue.ts';

/** A JSON reply, as far as the floor looks into it. */
export interface FloorReply {
  action?: string;
  message?: string;
  data?: unknown;
  [key: string]: unknown;
}

/** A call that failed: `status` is the HTTP status, 0 when no reply came. */
export class FloorApiError extends Error {
  readonly status: number;
  readonly reply: FloorReply | undefined;
  constructor(message: string, status: number, reply?: FloorReply) {
    super(message);
    this.name = 'FloorApiError';
    this.status = status;
    this.reply = reply;
  }
}

/** One attempt; Wi-Fi at the far end of an aisle can hold a request without failing it. */
const ATTEMPT_TIMEOUT_MS = 20_000;

/** The server did not apply the call, or asks for it later: sent again under the same idempotency key. */
const RETRY_STATUSES = new Set([408, 425, 429]);

function messageOf(status: number, reply: FloorReply | undefined): string {
  return typeof reply?.message === 'string' && reply.message ? reply.message : i18n.t('floor.error.status', { status });
}

/** What a reply means for a queued call (see SendResult); a 401 is refused so the screen can ask for a sign-in. */
export function classify(status: number, reply: FloorReply | undefined): SendResult {
  if (status >= 200 && status < 300) {
    return reply?.action === 'error' ? { kind: 'refused', status, message: messageOf(status, reply) } : { kind: 'ok', reply };
  }
  if (status === 0 || status >= 500 || RETRY_STATUSES.has(status)) return { kind: 'retry' };
  return { kind: 'refused', status, message: messageOf(status, reply) };
}

function parse(text: string): FloorReply | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? (v as FloorReply) : undefined;
  } catch {
    return undefined;
  }
}

interface Exchange {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One request with the session's headers; rejects only when no reply came (network, timeout, abort). */
async function exchange({
  method,
  url,
  body,
  headers,
  signal,
}: Exchange): Promise<{ status: number; reply?: FloorReply; retryAfter: boolean }> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ATTEMPT_TIMEOUT_MS);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  const all: Record<string, string> = { 'accept-language': i18n.language || 'zh-CN', ...headers };
  const token = getToken();
  if (token) all['x-auth-token'] = token;
  if (body !== undefined) all['content-type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    return { status: res.status, reply: parse(await res.text()), retryAfter: res.headers.has('retry-after') };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

async function call<T>(req: Exchange): Promise<T> {
  let answer: Awaited<ReturnType<typeof exchange>>;
  try {
    answer = await exchange(req);
  } catch {
    throw new FloorApiError(i18n.t('floor.error.network'), 0);
  }
  const result = classify(answer.status, answer.reply);
  if (result.kind === 'ok') return answer.reply as T;
  throw new FloorApiError(
    result.kind === 'refused' ? result.message : messageOf(answer.status, answer.reply),
    answer.status,
    answer.reply,
  );
}

/** GET, resolving with the parsed reply body; rejects with FloorApiError. */
export function floorGet<T = FloorReply>(url: string, signal?: AbortSignal): Promise<T> {
  return call<T>({ method: 'GET', url, signal });
}

/** A POST sent once, now (sign-in, sign-out); scans go through `floorQueue`. */
export function floorPost<T = FloorReply>(url: string, body?: unknown): Promise<T> {
  return call<T>({ method: 'POST', url, body });
}

/**
 * One attempt of a queued call, its key sent as `idempotency-key` so a retry is applied once. A 401 is
 * the session gone (signed out in another tab, expired): the call waits for a sign-in, not refused.
 */
export async function floorSend(item: QueuedCall, signal: AbortSignal): Promise<SendResult> {
  try {
    const { status, reply, retryAfter } = await exchange({
      method: 'POST',
      url: item.url,
      body: item.body,
      headers: { 'idempotency-key': item.key },
      signal,
    });
    if (status === 401) return { kind: 'signedOut' };
    // 409 with Retry-After: an earlier attempt under this key is still being applied; its reply comes to a retry.
    return status === 409 && retryAfter ? { kind: 'retry' } : classify(status, reply);
  } catch {
    return { kind: 'retry' };
  }
}

/**
 * The floor's one outbox. Signed out, it waits rather than collect certain 401s, and says so (`held`),
 * which brings up the sign-in (FloorRoutes); signing in resumes it.
 */
export const floorQueue = createScanQueue({
  send: floorSend,
  storage: localQueueStorage('floor'),
  online: () => navigator.onLine !== false,
  signedIn: () => getToken() !== undefined,
});
