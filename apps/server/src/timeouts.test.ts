import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';
import { multipartFile } from './test/http.ts';

/** Issue 8.7: a client that never finishes its request is cut off (REQUEST_TIMEOUT, here 1 s). */
let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 1000 });
  token = await t.login();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t?.close());

/** Sends `text` and never more; resolves with what came back and when the server closed the connection. */
function stall(text: string, giveUpMs = 8000): Promise<{ reply: string; closedAfter: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (d) => {
      reply += d;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ reply, closedAfter: performance.now() - t0 }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the stalled connection open'));
    }, giveUpMs).unref();
  });
}

describe('request timeouts', () => {
  it('cuts off an upload whose body never finishes', async () => {
    const { payload, contentType } = multipartFile(Buffer.alloc(1000, 1));
    const head =
      'POST /setting/warehouse/~upload HTTP/1.1\r\nHost: x\r\n' +
      `x-auth-token: ${token}\r\ncontent-type: ${contentType}\r\ncontent-length: ${payload.length}\r\n\r\n`;
    const many = await Promise.all(Array.from({ length: 10 }, () => stall(head + payload.subarray(0, 300).toString('latin1'))));
    for (const { closedAfter } of many) expect(closedAfter).toBeLessThan(4000);
    expect(t.app.importGate.busy).toEqual({ active: 0, queued: 0 });
  });

  it('cuts off a client that never finishes its headers', async () => {
    const { closedAfter } = await stall('GET /healthz HTTP/1.1\r\nHost: x\r\nx-slow: ');
    expect(closedAfter).toBeLessThan(4000);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });

  it('refuses a JSON body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/setting/warehouse/~delete',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: Array.from({ length: 200_000 }, (_, i) => i + 1) }),
    });
    expect(res.statusCode).toBe(413);
  });
});
