import { feedback } from '../feedback/feedback.ts';
import { i18n } from '../i18n/i18n.ts';
import { getToken } from '../session.ts';
import { ApiError, type ApiReply, classify, failureText, isErrorReply, report } from './errors.ts';
import { filenameFromDisposition, saveBlob } from './filename.ts';

export type { ApiReply } from './errors.ts';
export { ApiError } from './errors.ts';

/** Spec §9: every request gives up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

export type Params = Record<string, unknown>;

export interface GetOptions {
  /** Suppress the error toast; the caller shows the failure itself. */
  silent?: boolean;
}
export interface PostOptions extends GetOptions {
  /** Query-string parameters, e.g. `?strategy=` on action endpoints. */
  params?: Params;
  /** Headers of the call's own, e.g. an Idempotency-Key that a retry of the same submit sends again. */
  headers?: Record<string, string>;
}
export interface DownloadOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  params?: Params;
}

/** Serializes params: null/undefined are dropped, arrays repeat the key, objects go as JSON. */
export function toQuery(params: Params | undefined): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      if (v instanceof Date) q.append(key, v.toISOString());
      else if (typeof v === 'object') q.append(key, JSON.stringify(v));
      else q.append(key, String(v));
    }
  }
  return q.toString();
}

export function withQuery(url: string, params: Params | undefined): string {
  const qs = toQuery(params);
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'zh-CN' };
  const token = getToken();
  if (token) headers['x-auth-token'] = token;
  return headers;
}

function parseJson(text: string): ApiReply | undefined {
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? (v as ApiReply) : undefined;
  } catch {
    return undefined;
  }
}

/** Reports a failure per the catalogue and returns the error to reject with. */
function fail(status: number, reply: ApiReply | undefined, silent: boolean): ApiError {
  const failure = classify(status, reply);
  const shown = report(failure, silent);
  return new ApiError(failureText(failure), status, reply, shown);
}

interface RawInit {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  silent: boolean;
  headers?: Record<string, string>;
}

/**
 * fetch with the auth and language headers and a timeout covering the whole exchange; `read`
 * consumes the body inside the timeout. A network failure or timeout becomes an ApiError(status 0).
 */
async function exchange<R>(init: RawInit, read: (res: Response) => Promise<R>): Promise<R> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const headers = { ...init.headers, ...baseHeaders() };
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  try {
    let res: Response;
    try {
      res = await fetch(init.url, { method: init.method, headers, body, signal: controller.signal, credentials: 'same-origin' });
    } catch {
      throw fail(0, undefined, init.silent);
    }
    try {
      return await read(res);
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw fail(0, undefined, init.silent);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** POST calls that only read: everything else changes something on the server. */
const READ_POST = /(~page\/get|~export|\/preview|\/_mine)$/;
const writeListeners = new Set<(url: string) => void>();

/** Called after every successful call that may have changed data (e.g. to refresh the lists kept open in other tabs). */
export function onWrite(listener: (url: string) => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

async function json<T>(init: RawInit): Promise<T> {
  const reply = await exchange(init, async (res) => {
    const reply = parseJson(await res.text());
    if (!res.ok || isErrorReply(reply)) throw fail(res.status, reply, init.silent);
    return reply as T;
  });
  const path = init.url.split('?')[0] ?? '';
  if (init.method === 'POST' && !READ_POST.test(path)) for (const l of writeListeners) l(path);
  return reply;
}

function upload<T>(url: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  // XMLHttpRequest because fetch cannot report upload progress.
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(baseHeaders())) xhr.setRequestHeader(k, v);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    const failed = (status: number, reply: ApiReply | undefined) => {
      const failure = classify(status, reply);
      if (failure.kind === 'expired' || failure.kind === 'unauthorized') report(failure, false);
      else {
        feedback().notification.error({ title: i18n.t('request.uploadFailed'), description: failureText(failure) });
      }
      reject(new ApiError(failureText(failure), status, reply, true));
    };
    xhr.onload = () => {
      const reply = parseJson(xhr.responseText);
      // Upload replies succeed on code 200 (spec §7).
      if (xhr.status >= 200 && xhr.status < 300 && reply?.code === 200 && reply.action !== 'error') {
        onProgress?.(100);
        resolve(reply as T);
      } else failed(xhr.status, reply);
    };
    xhr.onerror = () => failed(0, undefined);
    xhr.ontimeout = () => failed(0, undefined);
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

async function download(url: string, opts: DownloadOptions = {}): Promise<void> {
  const method = opts.method ?? 'GET';
  const target = withQuery(url, method === 'GET' ? { ...opts.params, _: Date.now() } : opts.params);
  await exchange({ method, url: target, body: opts.body, silent: false }, async (res) => {
    const type = res.headers.get('content-type') ?? '';
    let blob: Blob;
    if (!res.ok || type.includes('application/json')) {
      const text = await res.text();
      const reply = parseJson(text);
      const failure = classify(res.status, reply);
      // A JSON "file" that reports an error is shown as a Tip (spec §8); session problems go through the catalogue.
      if (failure.kind !== 'expired' && failure.kind !== 'unauthorized' && reply?.action === 'error') {
        feedback().modal.warning({ title: i18n.t('common.tip'), content: reply.message, okText: i18n.t('common.ok') });
        throw new ApiError(failureText(failure), res.status, reply, true);
      }
      if (!res.ok) throw fail(res.status, reply, false);
      blob = new Blob([text], { type });
    } else blob = await res.blob();
    saveBlob(blob, filenameFromDisposition(res.headers.get('content-disposition')) ?? `${Date.now()}.xlsx`);
  });
}

/**
 * The HTTP client of the console. `get`/`post` resolve with the whole parsed reply body and reject
 * with ApiError after showing the error catalogue's feedback (spec §8).
 */
export const api = {
  get<T>(url: string, params?: Params, opts?: GetOptions): Promise<T> {
    // The timestamp defeats intermediary caches of GET replies (spec §7).
    return json<T>({ method: 'GET', url: withQuery(url, { ...params, _: Date.now() }), silent: !!opts?.silent });
  },
  post<T>(url: string, body?: unknown, opts?: PostOptions): Promise<T> {
    return json<T>({ method: 'POST', url: withQuery(url, opts?.params), body, silent: !!opts?.silent, headers: opts?.headers });
  },
  download,
  upload,
};
