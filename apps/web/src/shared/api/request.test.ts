import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { en } from '../../locales/en.ts';
import { type Feedback, setFeedback } from '../feedback/feedback.ts';
import { i18n } from '../i18n/i18n.ts';
import { setNavigator } from '../navigation.ts';
import { closeLoginDialog, resetLoginDialog } from './errors.ts';
import { filenameFromDisposition } from './filename.ts';
import { ApiError, api, onWrite, REQUEST_TIMEOUT_MS, toQuery } from './request.ts';

interface FakeFeedback {
  message: { error: Mock };
  notification: { error: Mock };
  modal: { confirm: Mock; warning: Mock };
}

let fb: FakeFeedback;
let fetchMock: Mock;
let navigate: Mock;

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
}

beforeAll(async () => {
  i18n.addStrings('en', en);
  i18n.changeLanguage('en');
});

beforeEach(() => {
  fb = {
    message: { error: vi.fn() },
    notification: { error: vi.fn() },
    modal: { confirm: vi.fn(), warning: vi.fn() },
  };
  setFeedback(fb as unknown as Feedback);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn();
  setNavigator(navigate);
  resetLoginDialog();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setFeedback(undefined);
});

describe('api.get / api.post', () => {
  it('sends token, language and a timestamp, and resolves the reply', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads this very cookie.
    document.cookie = 'TOKEN=abc';
    fetchMock.mockResolvedValue(reply(200, { action: 'ok', message: '', data: 1 }));
    const r = await api.get<{ data: number }>('/setting/warehouse/_suggest', { key: 'a b', skip: undefined });
    expect(r.data).toBe(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/^\/setting\/warehouse\/_suggest\?key=a\+b&_=\d+$/);
    expect(init.method).toBe('GET');
    expect(init.headers['x-auth-token']).toBe('abc');
    expect(init.headers['Accept-Language']).toBe('en');
  });

  it('posts JSON with query params and no timestamp', async () => {
    fetchMock.mockResolvedValue(reply(200, { action: 'ok', message: '' }));
    await api.post('/outbound/ob/order/~allocate', { ids: [1] }, { params: { strategy: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/outbound/ob/order/~allocate?strategy=1');
    expect(init.body).toBe('{"ids":[1]}');
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('tells listeners of a successful write, never of a read or a refusal', async () => {
    const heard: string[] = [];
    const off = onWrite((url) => heard.push(url));
    fetchMock.mockImplementation(async () => reply(200, { action: 'ok', message: '' }));
    await api.post('/inbound/ib/order/~store', { id: 1 });
    await api.post('/inbound/ib/order/~page/get', {});
    await api.post('/outbound/ob/order/~allocate/preview', { ids: [1] }, { params: { strategy: 'fifo' } });
    await api.get('/inbound/ib/order/~item/get', { id: 1 });
    // The notice bell's minute poll reads by POST: it must not refetch every open list.
    await api.post('/system/notice/_mine', { page: 1, length: 10 });
    fetchMock.mockImplementation(async () => reply(409, { action: 'error', message: 'no' }));
    await expect(api.post('/outbound/ob/order/~allocate', { ids: [1] }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    off();
    expect(heard).toEqual(['/inbound/ib/order/~store']);
  });

  it('rejects a 200 reply with action error and toasts its message', async () => {
    fetchMock.mockResolvedValue(reply(200, { action: 'error', message: 'bad thing' }));
    const err = await api.post('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).reply.message).toBe('bad thing');
    expect(fb.message.error).toHaveBeenCalledWith('bad thing');
  });

  it('rejects select replies whose code is not 200', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 400, message: 'nope', data: null }));
    await expect(api.get('/x/_select')).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValue(reply(200, { code: 200, message: '', data: { rows: [], total: 0 } }));
    await expect(api.get('/x/_select')).resolves.toMatchObject({ code: 200 });
  });

  it('silent suppresses the toast but still rejects', async () => {
    fetchMock.mockResolvedValue(reply(400, { action: 'error', message: 'wrong password' }));
    const err = (await api.post('/a', {}, { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(400);
    expect(err.message).toBe('wrong password');
    expect(fb.notification.error).not.toHaveBeenCalled();
    expect(fb.message.error).not.toHaveBeenCalled();
  });

  it('says whether it showed the error, so a form shows it only when it did not', async () => {
    fetchMock.mockResolvedValue(reply(400, { action: 'error', message: 'wrong password' }));
    expect(((await api.post('/a', {}, { silent: true }).catch((e: unknown) => e)) as ApiError).shown).toBe(false);
    expect(((await api.post('/a', {}).catch((e: unknown) => e)) as ApiError).shown).toBe(true);
    fetchMock.mockResolvedValue(reply(401, { action: 'error', message: 'no' }));
    expect(((await api.post('/a', {}, { silent: true }).catch((e: unknown) => e)) as ApiError).shown).toBe(true);
  });
});

describe('error catalogue (spec §8)', () => {
  it('token expired asks to log in again and goes to /login on confirm', async () => {
    fetchMock.mockResolvedValue(reply(401, { action: 'error', message: 'token expired' }));
    await expect(api.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(fb.modal.confirm).toHaveBeenCalledTimes(1);
    const opts = fb.modal.confirm.mock.calls[0]![0];
    expect(opts.title).toBe('Login expired');
    expect(opts.okText).toBe('Log in again');
    opts.onOk();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('401 opens a single confirmation however many requests fail', async () => {
    fetchMock.mockImplementation(async () => reply(401, { action: 'error', message: 'unauthorized' }));
    await Promise.allSettled([api.get('/a'), api.get('/b'), api.post('/c')]);
    expect(fb.modal.confirm).toHaveBeenCalledTimes(1);
    fb.modal.confirm.mock.calls[0]![0].afterClose();
    await api.get('/d').catch(() => {});
    expect(fb.modal.confirm).toHaveBeenCalledTimes(2);
  });

  it('asks nothing on /login itself: the user is already where the dialog would send them', async () => {
    window.history.pushState({}, '', '/login');
    try {
      fetchMock.mockResolvedValue(reply(401, { action: 'error', message: 'unauthorized' }));
      await api.get('/a').catch(() => {});
      expect(fb.modal.confirm).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('closes the dialog when the user reaches /login another way, and asks again later', async () => {
    const destroy = vi.fn();
    fb.modal.confirm.mockReturnValue({ destroy });
    fetchMock.mockImplementation(async () => reply(401, { action: 'error', message: 'unauthorized' }));
    await api.get('/a').catch(() => {});
    closeLoginDialog();
    expect(destroy).toHaveBeenCalledTimes(1);
    await api.get('/b').catch(() => {});
    expect(fb.modal.confirm).toHaveBeenCalledTimes(2);
  });

  it('404 shows Status:404 and the unfound text', async () => {
    fetchMock.mockResolvedValue(reply(404, { action: 'error', message: 'x' }));
    await api.get('/a').catch(() => {});
    expect(fb.notification.error.mock.calls[0]![0].description).toBe('Status:404，Requesting non-existent server records!');
  });

  it('500 shows the server message, else Status:500 and the server-error text', async () => {
    fetchMock.mockResolvedValueOnce(reply(500, { action: 'error', message: 'failed (req 7)' }));
    await api.get('/a').catch(() => {});
    fetchMock.mockResolvedValueOnce(reply(500, 'Internal', { 'content-type': 'text/plain' }));
    await api.get('/a').catch(() => {});
    const calls = fb.notification.error.mock.calls.map((c) => c[0].description);
    expect(calls).toEqual(['failed (req 7)', 'Status:500，The server encountered an error!']);
  });

  it('other statuses show the message, else the status and unknown-error text', async () => {
    fetchMock.mockResolvedValueOnce(reply(403, { action: 'error', message: 'No permission to access' }));
    await api.get('/a').catch(() => {});
    fetchMock.mockResolvedValueOnce(reply(502, '', { 'content-type': 'text/html' }));
    await api.get('/a').catch(() => {});
    const calls = fb.notification.error.mock.calls.map((c) => c[0].description);
    expect(calls).toEqual(['No permission to access', 'Status:502，Unknown error!']);
  });

  it('no response shows "request server not responding"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = (await api.get('/a').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.message).toBe('Request server not responding!');
    expect(fb.notification.error).toHaveBeenCalledTimes(1);
  });

  it('times out after 60 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const p = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fb.notification.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(((await p) as ApiError).status).toBe(0);
    expect(fb.notification.error).toHaveBeenCalledTimes(1);
  });
});

describe('api.download', () => {
  it('saves the blob under the content-disposition name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:1');
    URL.revokeObjectURL = vi.fn();
    let saved = '';
    click.mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    fetchMock.mockResolvedValue(
      new Response('xlsx', {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': "attachment; filename*=UTF-8''%E4%BB%93%E5%BA%93.xlsx",
        },
      }),
    );
    await api.download('/setting/warehouse/~export', { method: 'POST', body: { filter: [] } });
    expect(saved).toBe('仓库.xlsx');
    expect(fetchMock.mock.calls[0]![1].method).toBe('POST');
    click.mockRestore();
  });

  it('shows a JSON error reply in a Tip modal', async () => {
    fetchMock.mockResolvedValue(reply(200, { action: 'error', message: 'nothing to export' }));
    await expect(api.download('/a/~export')).rejects.toBeInstanceOf(ApiError);
    expect(fb.modal.warning.mock.calls[0]![0]).toMatchObject({ title: 'Tip', content: 'nothing to export' });
  });
});

describe('api.upload', () => {
  class FakeXhr {
    static last: FakeXhr;
    headers: Record<string, string> = {};
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    responseText = '';
    timeout = 0;
    method = '';
    url = '';
    body: unknown;
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send(body: unknown) {
      this.body = body;
    }
    reply(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }

  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  it('posts the file as multipart with progress and resolves on code 200', async () => {
    const progress: number[] = [];
    const p = api.upload<{ data: { fileName: string } }>('/setting/warehouse/~upload', new File(['x'], 'a.xlsx'), (n) =>
      progress.push(n),
    );
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(xhr.headers['Accept-Language']).toBe('en');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.reply(200, { code: 200, action: 'ok', message: '', data: { fileName: 'a.xlsx', src: '' } });
    expect((await p).data.fileName).toBe('a.xlsx');
    expect(progress).toEqual([50, 100]);
  });

  it('rejects a bad import with the reply and an "upload failed" notification', async () => {
    const p = api.upload('/x/~upload', new File(['x'], 'a.xlsx')).catch((e: unknown) => e);
    FakeXhr.last.reply(400, {
      action: 'error',
      message: 'row 3: code required',
      errors: [{ row: 3, field: 'code', message: 'required' }],
    });
    const err = (await p) as ApiError;
    expect(err.reply.errors).toHaveLength(1);
    expect(fb.notification.error.mock.calls[0]![0]).toMatchObject({
      title: 'Upload failed',
      description: 'row 3: code required',
    });
  });
});

describe('helpers', () => {
  it('parses content-disposition names', () => {
    expect(filenameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(filenameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(filenameFromDisposition('attachment; filename="x.xlsx"; filename*=UTF-8\'\'%E5%BA%93.xlsx')).toBe('库.xlsx');
    expect(filenameFromDisposition('inline')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it('serializes params', () => {
    expect(toQuery({ a: [1, 2], b: null, c: { x: 1 }, d: '' })).toBe('a=1&a=2&c=%7B%22x%22%3A1%7D&d=');
  });
});
