import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/ports.ts';

const SERVER = path.resolve(import.meta.dirname, 'main.ts');

/** Starts the real server process on the embedded database and waits until it answers. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // A start compiles the server with tsx and makes a database: well over a minute on a 2-core runner whose
  // other test files run beside this one.
  for (let t0 = Date.now(); ; ) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(log);
    if (Date.now() - t0 > 180_000) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in 180 s: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    return new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  };
  return { url, log: () => log, stop };
}

const signIn = (url: string, password: string) =>
  fetch(`${url}/system/user/_account/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password }),
  });

describe('the server process on the embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-main-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints a random admin password once, reuses the data on a second start, and stops cleanly on SIGTERM', async () => {
    const first = await start({ DATA_DIR: path.join(dir, 'data'), ADMIN_PASSWORD: '' });
    const password = /password: (\S+)/.exec(first.log())?.[1];
    expect(password).toBeTruthy();
    expect(password).not.toBe('admin');
    expect((await signIn(first.url, password!)).status).toBe(200);
    expect(first.log()).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    // A second console on the same data dir would corrupt it: refused in one line while the first runs.
    const twin = await exited({
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_PASSWORD: '',
      PORT: String(await freePort()),
    });
    expect(twin.code).not.toBe(0);
    expect(twin.log.trim()).toMatch(/^The data dir .*data is in use by process \d+ \(a running console\?\)\. Stop it first/);
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: path.join(dir, 'data'), ADMIN_PASSWORD: 'Ignored123' });
    expect(second.log()).not.toMatch(/password:/);
    expect((await signIn(second.url, password!)).status).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 420_000);

  it('refuses a busy port in one line, before seeding, without printing a password', async () => {
    const busy = net.createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const port = (busy.address() as net.AddressInfo).port;
    try {
      const run = await exited({ DATA_DIR: path.join(dir, 'busy'), ADMIN_PASSWORD: '', PORT: String(port) });
      expect(run.code).not.toBe(0);
      expect(run.log.trim()).toBe(`port ${port} is in use; set PORT to a free port or stop the other process`);
      expect(run.log).not.toMatch(/password|EADDRINUSE/);
      // Nothing was created: the check comes before the database is opened.
      expect(fs.existsSync(path.join(dir, 'busy'))).toBe(false);
    } finally {
      busy.close();
    }
  }, 180_000);

  it('refuses a weak ADMIN_PASSWORD and a bad TRUST_PROXY in one line', async () => {
    const weak = await exited({ DATA_DIR: path.join(dir, 'weak'), ADMIN_PASSWORD: '1' });
    expect(weak.code).not.toBe(0);
    expect(weak.log.trim()).toBe('ADMIN_PASSWORD is too weak: use 8 or more characters with letters and digits');
    const proxy = await exited({ DATA_DIR: path.join(dir, 'weak'), TRUST_PROXY: 'my-proxy' });
    expect(proxy.code).not.toBe(0);
    expect(proxy.log.trim()).toMatch(/^TRUST_PROXY: "my-proxy" is not an address or CIDR; give the proxies' addresses/);
  }, 180_000);

  it('seeds demo data for every screen with SEED_DEMO=1 and says what it seeded', async () => {
    const s = await start({ DATA_DIR: path.join(dir, 'demo'), ADMIN_PASSWORD: 'Demo12345', SEED_DEMO: '1' });
    try {
      expect(s.log()).toMatch(
        /seeded demo data: 2 warehouses, 60 locations, .*4 units, .*3 items, .*3 product SKUs, .*7 production plan, .*2 setting SKUs/,
      );
      const token = (await (await signIn(s.url, 'Demo12345')).json()).data.token;
      const count = async (prefix: string) => {
        const res = await fetch(`${s.url}${prefix}/~page/get`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': token },
          body: '{}',
        });
        return (await res.json()).count as number;
      };
      expect(await count('/setting/location')).toBe(60);
      // Every master-data screen has rows, so a new user can try each without creating prerequisites.
      const { RESOURCES } = await import('@wms/contract/resources/index');
      const empty: string[] = [];
      for (const r of RESOURCES) if (!((await count(r.path)) > 0)) empty.push(r.path);
      expect(empty).toEqual([]);
    } finally {
      await s.stop();
    }
  }, 240_000);
});

/** Runs the server process to its end (it should refuse to start) and returns its exit code and output. */
async function exited(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  return { code, log };
}
