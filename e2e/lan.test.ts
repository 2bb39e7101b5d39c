import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';

/**
 * Issue 8.9: the console opened from another machine on the LAN, over plain HTTP. Chromium runs in
 * a network namespace of its own, joined to this one by a veth pair, and opens the server by its
 * non-loopback address, where a browser does not treat plain HTTP as trustworthy (an
 * `upgrade-insecure-requests` there fetches the page's own scripts over https: a blank page).
 * Only addresses inside this machine are used; the namespace is removed afterwards.
 */
const id = process.pid % 100_000;
const NS = `wms-lan-${id}`;
const HOST_IF = `wmsh${id}`;
const NS_IF = `wmsn${id}`;
const SUBNET = `10.231.${id % 250}`;
const SERVER_ADDR = `${SUBNET}.1`;
const BROWSER_ADDR = `${SUBNET}.2`;

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });

function removeNamespace() {
  for (const args of [
    ['netns', 'del', NS],
    ['link', 'del', HOST_IF],
  ]) {
    try {
      ip(...args);
    } catch {}
  }
}

/** The namespace and a Chromium wrapper that runs inside it, or why they cannot be made here. */
function createNamespace(): { chromium: string } | { reason: string } {
  try {
    ip('netns', 'add', NS);
    ip('link', 'add', HOST_IF, 'type', 'veth', 'peer', 'name', NS_IF);
    ip('link', 'set', NS_IF, 'netns', NS);
    ip('addr', 'add', `${SERVER_ADDR}/30`, 'dev', HOST_IF);
    ip('link', 'set', HOST_IF, 'up');
    ip('netns', 'exec', NS, 'ip', 'addr', 'add', `${BROWSER_ADDR}/30`, 'dev', NS_IF);
    ip('netns', 'exec', NS, 'ip', 'link', 'set', NS_IF, 'up');
    ip('netns', 'exec', NS, 'ip', 'link', 'set', 'lo', 'up');
  } catch (e) {
    removeNamespace();
    const why = String((e as { stderr?: Buffer }).stderr ?? '').trim() || (e as Error).message;
    return { reason: `network namespaces are not permitted here (${why.split('\n')[0]})` };
  }
  const chromium = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wms-lan-')), 'chromium');
  const real = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  fs.writeFileSync(chromium, `#!/bin/sh\nexec ip netns exec ${NS} ${real} "$@"\n`, { mode: 0o755 });
  return { chromium };
}

const lan = createNamespace();
if ('reason' in lan) console.warn(`e2e/lan.test.ts skipped: ${lan.reason}`);

describe.skipIf('reason' in lan)('the console from a LAN address over plain HTTP', () => {
  let c: Console;
  beforeAll(async () => {
    if (!('chromium' in lan)) return;
    c = await startConsole({ HOST: '0.0.0.0' }, { browserHost: SERVER_ADDR, chromium: lan.chromium });
  });
  afterAll(async () => {
    await c?.close();
    removeNamespace();
    if ('chromium' in lan) fs.rmSync(path.dirname(lan.chromium), { recursive: true, force: true });
  });

  it('renders the login page and signs in', async () => {
    expect(c.baseUrl).toBe(`http://${SERVER_ADDR}:${new URL(c.baseUrl).port}`);
    const { page, context } = await c.newPage({ locale: 'en-US' });
    const failed: string[] = [];
    const https: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    page.on('request', (r) => {
      if (r.url().startsWith('https:')) https.push(r.url());
    });
    try {
      const res = await page.goto('/login');
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res?.headers()['strict-transport-security']).toBeUndefined();
      // The page's own scripts ran: the form is drawn.
      await page.locator('input[type="password"]').first().waitFor({ timeout: 20_000 });
      // The request came from the other namespace, not from loopback.
      expect(await page.evaluate(() => location.hostname)).toBe(SERVER_ADDR);
      await c.shot(page, 'lan-login');
      await c.signIn(page);
      await page.locator('.ant-layout-sider .ant-menu').first().waitFor({ timeout: 20_000 });
      await c.shot(page, 'lan-signed-in');
      expect(https).toEqual([]);
      expect(failed).toEqual([]);
    } catch (e) {
      await c.shot(page, 'FAILED-lan').catch(() => undefined);
      throw e;
    } finally {
      await context.close();
    }
  });
});
