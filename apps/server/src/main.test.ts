import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, 'main.ts');

/** Starts the real server process on the embedded database and waits until it answers. */
async function start(env: Record<string, string>) {
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(log);
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
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: path.join(dir, 'data'), ADMIN_PASSWORD: 'Ignored123' });
    expect(second.log()).not.toMatch(/password:/);
    expect((await signIn(second.url, password!)).status).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 120_000);

  it('seeds a demo warehouse with SEED_DEMO=1', async () => {
    const s = await start({ DATA_DIR: path.join(dir, 'demo'), ADMIN_PASSWORD: 'Demo12345', SEED_DEMO: '1' });
    try {
      const token = (await (await signIn(s.url, 'Demo12345')).json()).data.token;
      const res = await fetch(`${s.url}/setting/location/~page/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: '{}',
      });
      expect((await res.json()).count).toBe(60);
    } finally {
      await s.stop();
    }
  }, 120_000);
});
