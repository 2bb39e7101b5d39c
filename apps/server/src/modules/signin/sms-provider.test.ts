import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { httpSmsProvider } from './sms-provider.ts';

describe('http SMS provider', () => {
  it('POSTs {phone, text} with the bearer token, and fails on a gateway error', async () => {
    const got: { auth?: string; body: string }[] = [];
    let status = 200;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        got.push({ auth: req.headers.authorization, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
      await httpSmsProvider(url, 'secret').send('13800000000', 'code 123456');
      expect(got[0]).toEqual({ auth: 'Bearer secret', body: JSON.stringify({ phone: '13800000000', text: 'code 123456' }) });
      status = 500;
      await expect(httpSmsProvider(url, undefined).send('13800000000', 'x')).rejects.toThrow('HTTP 500');
    } finally {
      server.close();
    }
  });
});
