import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/harness.ts';
import { multipartFile, upload, writeXlsx } from '../../test/http.ts';
import { expandingDeflate, sharedStringsXlsx, zipOf } from '../../test/zip-bomb.ts';
import { ImportGate } from './upload-guard.ts';

const MiB = 1024 * 1024;
const UPLOAD = '/setting/warehouse/~upload';
const tooBig = (mb: number) => `The file unpacks to more than ${mb} MB and cannot be imported; split it into smaller files`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

const warehouses = async () =>
  (await t.app.inject({ method: 'POST', url: '/setting/warehouse/~page/get', headers: auth(admin), payload: {} })).json().count;

/** Heap and buffer memory above the level at the start, sampled while `work` runs. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = used();
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, used() - base);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, used() - base);
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Health checks sent one after another while `pending` is unsettled: how many were answered 200, and the slowest. */
async function healthWhile(pending: Promise<unknown>) {
  let settled = false;
  void pending.finally(() => {
    settled = true;
  });
  let answered = 0;
  let slowest = 0;
  do {
    const t0 = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    slowest = Math.max(slowest, performance.now() - t0);
    if (res.statusCode === 200) answered++;
    // A real pause: in-process requests on the embedded database could otherwise starve the event loop.
    await new Promise((r) => setTimeout(r, 5));
  } while (!settled);
  return { answered, slowest };
}

describe('upload guard (issue 8.1)', () => {
  it('refuses an 8 MB workbook that expands to 4 GB, answering other requests meanwhile', async () => {
    const bomb = sharedStringsXlsx(4000);
    expect(bomb.length).toBeLessThan(10 * MiB);
    const before = await warehouses();
    const { result, peak } = await peakMemory(async () => {
      const pending = upload(t.app, UPLOAD, admin, bomb);
      const health = await healthWhile(pending);
      return { res: await pending, health };
    });
    expect(result.res.statusCode).toBe(400);
    // The parser holds shared strings whole: their cap is 64 MB (200 MB for the whole file).
    expect(result.res.json().message).toBe(tooBig(64));
    expect(result.health.answered).toBeGreaterThan(0);
    expect(peak).toBeLessThan(200 * MiB);
    expect(await warehouses()).toBe(before);
  });

  it('stops a workbook that lies about its size at what it declared, as a damaged file', async () => {
    for (const declared of [60 * MiB, 1024]) {
      const { result, peak } = await peakMemory(async () => {
        const pending = upload(t.app, UPLOAD, admin, sharedStringsXlsx(4000, declared), 'zh');
        const health = await healthWhile(pending);
        return { res: await pending, health };
      });
      expect(result.res.statusCode).toBe(400);
      expect(result.res.json().message).toBe('文件无法读取，请使用下载的模板 (xlsx)');
      expect(result.health.answered).toBeGreaterThan(0);
      expect(result.health.slowest).toBeLessThan(2000);
      expect(peak).toBeLessThan(300 * MiB);
    }
  });

  it('refuses four parallel 1 GB workbooks, one compressed 1000:1 and one over 200 MB in all', async () => {
    const one = sharedStringsXlsx(1000);
    const { result, peak } = await peakMemory(() =>
      Promise.all([
        ...[1, 2, 3, 4].map(() => upload(t.app, UPLOAD, admin, one)),
        t.app.inject({ method: 'GET', url: '/healthz' }),
      ]),
    );
    expect(result.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 200]);
    expect(peak).toBeLessThan(200 * MiB);
    const ratio = await upload(t.app, UPLOAD, admin, sharedStringsXlsx(60));
    expect(ratio.statusCode).toBe(400);
    expect(ratio.json().message).toBe('The file is compressed more than 100:1, which a spreadsheet never is; it was refused');
    // Parts of 1 MB are not held to the ratio, but together they are held to 200 MB.
    const sheets = zipOf(Array.from({ length: 201 }, (_, n) => ({ name: `xl/media/p${n}.xml`, ...expandingDeflate(1, 'x') })));
    const total = await upload(t.app, UPLOAD, admin, sheets);
    expect(total.statusCode).toBe(400);
    expect(total.json().message).toBe(tooBig(200));
  });

  it('imports a normal workbook through the guard', async () => {
    const res = await upload(t.app, UPLOAD, admin, await writeXlsx(['code', 'name'], [['GUARD-1', 'Guarded']]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 1, updated: 0 });
    const junk = await upload(t.app, UPLOAD, admin, Buffer.from('just some text, not a workbook'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('The file cannot be read; use the downloaded template (xlsx)');
  });

  it('refuses a bomb without queueing, answers 429 while the queue is full, and imports once a slot frees', async () => {
    const gate = t.app.importGate;
    const held = [await gate.enter(), await gate.enter()];
    // What the archive declares is checked before queueing: a bomb does not wait for a slot.
    const bomb = await upload(t.app, UPLOAD, admin, sharedStringsXlsx(1000));
    expect(bomb.statusCode).toBe(400);
    expect(gate.busy).toEqual({ active: 2, queued: 0 });
    const waiting = Array.from({ length: gate.waiting }, () => gate.enter());
    const res = await upload(t.app, UPLOAD, admin, await writeXlsx(['code', 'name'], [['GUARD-2', 'Queued']]));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many imports are running; try again in a minute');
    for (const release of held) release();
    for (const w of waiting) (await w)();
    expect(gate.busy).toEqual({ active: 0, queued: 0 });
    const ok = await upload(t.app, UPLOAD, admin, await writeXlsx(['code', 'name'], [['GUARD-2', 'Queued']]));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('import gate', () => {
  it('runs at most `running` at once, queues `waiting`, refuses the rest and times out waiters', async () => {
    const gate = new ImportGate(1, 1, 50);
    const first = await gate.enter();
    const second = gate.enter();
    await expect(gate.enter()).rejects.toMatchObject({ statusCode: 429 });
    first();
    first(); // releasing twice frees one slot only
    const release2 = await second;
    expect(gate.busy).toEqual({ active: 1, queued: 0 });
    const late = gate.enter();
    await expect(late).rejects.toMatchObject({ statusCode: 429 });
    expect(gate.busy).toEqual({ active: 1, queued: 0 });
    release2();
    expect(gate.busy).toEqual({ active: 0, queued: 0 });
  });
});

describe('upload size and shape (issue 8.11, 8.4)', () => {
  it('refuses a file over 10 MB with the spec message', async () => {
    const big = Buffer.alloc(10 * MiB + 1, 1);
    const en = await upload(t.app, UPLOAD, admin, big);
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe('The file cannot exceed 10 MB');
    const zh = await upload(t.app, UPLOAD, admin, big, 'zh');
    expect(zh.json().message).toBe('文件大小不能超过 10 MB');
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { contentType } = multipartFile(Buffer.alloc(0));
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let data = '';
      socket.on('data', (d) => {
        data += d;
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      // Headers only: the 50 MB body is never sent, so a reply proves nothing was waited for.
      socket.write(
        `POST ${UPLOAD} HTTP/1.1\r\nHost: x\r\nx-auth-token: ${admin}\r\naccept-language: en\r\n` +
          `content-type: ${contentType}\r\ncontent-length: ${50 * MiB}\r\n\r\n`,
      );
      setTimeout(() => reject(new Error(`no reply: ${data}`)), 5000).unref();
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    expect(reply).toContain('The file cannot exceed 10 MB');
  });

  it('answers a multipart request without a boundary with a 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const res = await t.app.inject({
        method: 'POST',
        url: UPLOAD,
        headers: { ...auth(admin), 'content-type': contentType },
        payload: 'whatever',
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().message).toBe('Malformed upload: send multipart/form-data with a boundary');
    }
  });
});
