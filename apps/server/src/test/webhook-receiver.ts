import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  timestamp: string;
  /** Whether one of the receiver's secrets verified the signature (standardwebhooks). */
  verified: boolean;
  at: number;
}

/**
 * A webhook receiver on the loopback, as an integrator would write one: each request verified with the
 * `standardwebhooks` library against the secrets it was given, answered by `answer` (200 by default).
 */
export async function startReceiver(opts: { answer?: (n: number, id: string, body: string) => number } = {}) {
  const secrets: string[] = [];
  const received: Received[] = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const n = ++requests;
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      const verified = secrets.some((s) => {
        try {
          new Webhook(s).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const status = opts.answer?.(n, headers['webhook-id'], body) ?? 200;
      if (status >= 200 && status < 300) {
        const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown>; timestamp: string };
        received.push({ id: headers['webhook-id'], ...parsed, verified, at: Date.now() });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    secrets,
    received,
    get requests() {
      return requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
