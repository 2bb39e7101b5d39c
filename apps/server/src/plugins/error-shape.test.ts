import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Issue 35 §5: every refusal, down to what Node's HTTP parser refuses before Fastify runs, answers
 * `{action:'error', code, message}` with the HTTP status as `code` and words in the caller's language.
 */
let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 1000 });
  token = await t.login();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t?.close());

/** Writes raw bytes and reads the whole reply until the server closes (or 5 s pass). */
function raw(bytes: Buffer | string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => undefined);
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    };
    socket.on('close', done);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no reply closed: ${Buffer.concat(chunks).toString()}`));
    }, 5000).unref();
  });
}

const shaped = (status: number, body: string, words: RegExp) => {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(json).toEqual({ action: 'error', code: status, message: expect.stringMatching(words) });
};

describe('refusals before Fastify: Node HTTP parser errors', () => {
  it('answers a header value holding byte 0x7F with the documented 400', async () => {
    const req = Buffer.concat([
      Buffer.from('POST /setting/warehouse/~add HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nIdempotency-Key: abc'),
      Buffer.from([0x7f]),
      Buffer.from('def12345\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}'),
    ]);
    const res = await raw(req);
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    shaped(400, res.body, /^Malformed HTTP request/);
  });

  it('speaks Chinese unless the raw request asked for English', async () => {
    const res = await raw(
      Buffer.concat([Buffer.from('GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a'), Buffer.from([0x7f, 0x0d, 0x0a, 0x0d, 0x0a])]),
    );
    expect(res.status).toBe(400);
    shaped(400, res.body, /^请求不符合 HTTP 格式/);
  });

  it('answers a broken request line, and headers past the size limit (431)', async () => {
    const bad = await raw('GET /healthz HTTP/9\r\nHost: x\r\n\r\n');
    expect(bad.status).toBe(400);
    shaped(400, bad.body, /HTTP/);
    const big = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
    shaped(431, big.body, /headers are too large/);
  });

  it('answers a request that never finishes arriving with 408 in the same shape', async () => {
    const res = await raw(
      'POST /system/user/_account/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
    );
    expect(res.status).toBe(408);
    shaped(408, res.body, /连接已关闭/);
  });

  it('answers an HTTP/1.1 request without Host in words (Node would send an empty 400)', async () => {
    const res = await raw('GET /healthz HTTP/1.1\r\nAccept-Language: en\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    shaped(400, res.body, /Host header/);
  });

  it('answers a URL the router cannot decode', async () => {
    const res = await raw('GET /setting/%zz HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    shaped(400, res.body, /^Invalid request address: \/setting\/%zz$/);
  });
});

describe("Fastify's own refusals, in words", () => {
  const post = (payload: string, headers: Record<string, string>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/setting/warehouse/~add', payload, headers: { ...auth(token, lang), ...headers } });

  it('bad JSON, an empty JSON body: 400', async () => {
    const bad = await post('{"code":', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    shaped(400, bad.body, /^The request body is not valid JSON$/);
    const zh = await post('{"code":', { 'content-type': 'application/json' }, 'zh');
    shaped(400, zh.body, /^请求内容不是有效的 JSON$/);
    const empty = await post('', { 'content-type': 'application/json' });
    expect(empty.statusCode).toBe(400);
    shaped(400, empty.body, /empty/);
  });

  it('a body over the limit keeps 413, a content type no parser takes keeps 415', async () => {
    const big = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024) }), { 'content-type': 'application/json' });
    expect(big.statusCode).toBe(413);
    shaped(413, big.body, /too large: at most 1 MB/);
    const xml = await post('<a/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    shaped(415, xml.body, /application\/xml/);
  });

  it('an unknown route: 404 in the shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope', headers: auth(token) });
    expect(res.statusCode).toBe(404);
    shaped(404, res.body, /./);
  });
});

describe('bodies are strict', () => {
  it('refuses an unknown body field, naming it, in both languages (the LPN add that silently made one)', async () => {
    const url = '/inbound/ib/lpn/~add';
    const before = await t.app.inject({ method: 'POST', url: '/inbound/ib/lpn/~page/get', payload: {}, headers: auth(token) });
    for (const [lang, words] of [
      ['en', 'Invalid request: unknown fields: lpn'],
      ['zh', '请求内容无效：不允许的字段：lpn'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload: { lpn: 'L-1', qty: 1 }, headers: auth(token, lang) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ action: 'error', code: 400, field: 'lpn', message: words });
    }
    const after = await t.app.inject({ method: 'POST', url: '/inbound/ib/lpn/~page/get', payload: {}, headers: auth(token) });
    expect(after.json().count).toBe(before.json().count);
  });

  it('names every unknown field, nested ones at their path', async () => {
    const page = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/setting/warehouse/~page/get', payload, headers: auth(token) });
    const root = await page({ page: 1, pageSize: 20, current: 1 });
    expect(root.statusCode).toBe(400);
    expect(root.json()).toMatchObject({ field: 'pageSize', message: 'Invalid request: unknown fields: pageSize, current' });
    const nested = await page({ filter: [{ field: 'code', operator: 'eq', value: 'x', label: 'Code' }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ field: 'filter.0.label', message: 'filter.0: unknown fields: label' });
  });

  it('says so in the document: every object of a body has additionalProperties false', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const open: string[] = [];
    const walk = (v: unknown, at: string) => {
      if (Array.isArray(v)) for (const x of v) walk(x, at);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (o.type === 'object' && o.properties && o.additionalProperties !== false) open.push(at);
        for (const x of Object.values(o)) walk(x, at);
      }
    };
    for (const [url, item] of Object.entries(doc.paths as Record<string, Record<string, { requestBody?: unknown }>>))
      for (const [method, op] of Object.entries(item))
        walk(
          (op.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json'],
          `${method} ${url}`,
        );
    expect(open).toEqual([]);
  });

  it('refuses `{}` on a delete as ids required, and documents that ids or id is required', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/setting/warehouse/~delete', payload: {}, headers: auth(token) });
    expect(res.json()).toEqual({ action: 'error', code: 400, field: 'ids', message: 'ids: required' });
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const body = doc.paths['/setting/warehouse/~delete'].post.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ oneOf: [{ required: ['ids'] }, { required: ['id'] }], additionalProperties: false });
  });

  it("refuses a write's unknown query parameter, and lets a read's pass (the console's `_` cache-buster)", async () => {
    const write = await t.app.inject({
      method: 'POST',
      url: '/outbound/ob/order/~allocate?strateg=fifo',
      payload: { ids: [1] },
      headers: auth(token),
    });
    expect(write.statusCode).toBe(400);
    expect(write.json().message).toMatch(/unknown fields: strateg/);
    // A write that takes no query refuses any.
    const none = await t.app.inject({
      method: 'POST',
      url: '/setting/warehouse/~add?dflt=1',
      payload: { code: 'Q-1', name: 'q' },
      headers: auth(token),
    });
    expect(none.json()).toMatchObject({ code: 400, field: 'dflt', message: 'Invalid request: unknown fields: dflt' });
    const read = await t.app.inject({ method: 'GET', url: '/setting/warehouse/_select?_=1&utm=x', headers: auth(token) });
    expect(read.statusCode).toBe(200);
  });
});
