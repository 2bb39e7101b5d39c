import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSetup } from './api-setup.ts';
import { type Console, startConsole } from './harness.ts';
import { clickButton, dialog, exactly, fillField, listLoaded, openFromMenu, rowWith, settled, toast } from './ui.ts';

/**
 * Issue 35 §3, events out: an administrator adds a webhook on the System screen, copies its secret from the dialog
 * that shows it once, and a test event reaches a receiver on the loopback, which checks the signature with the
 * `standardwebhooks` library. While the receiver fails, a stock adjustment's delivery waits with its last answer
 * (500); once it is fixed the delivery is resent from the list and arrives. Rotating the secret shows a new one,
 * which signs the next delivery. The server delivers webhooks (WEBHOOKS=1) to the loopback (WEBHOOK_ALLOW); its
 * retries are stretched (WEBHOOK_RETRY_SCALE) so that only the resend delivers the failed event.
 */
interface Received {
  id: string;
  type: string;
  verified: boolean;
}

/** The receiver an integrator would write: verifies each request against its secrets, answers 500 while failing. */
function receiver() {
  const state = { failing: false, secrets: [] as string[], received: [] as Received[], requests: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests++;
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      if (state.failing) return void res.writeHead(500).end();
      const verified = state.secrets.some((s) => {
        try {
          new Webhook(s).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      state.received.push({ id: headers['webhook-id'], type: (JSON.parse(body) as { type: string }).type, verified });
      res.writeHead(verified ? 200 : 401).end();
    });
  });
  return {
    state,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let c: Console;
const receivers: ReturnType<typeof receiver>[] = [];
beforeAll(async () => {
  c = await startConsole({ WEBHOOKS: '1', WEBHOOK_ALLOW: '127.0.0.1', WEBHOOK_RETRY_SCALE: '100' });
});
afterAll(async () => {
  await c?.close();
  await Promise.all(receivers.map((r) => r.close()));
});

/** The deliveries list reloaded until the row of this event reads as expected. */
async function deliveryRow(page: Page, event: string, text: RegExp): Promise<Locator> {
  const row = rowWith(page, event);
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: '刷新' }).click();
        await listLoaded(page);
        return (await row.count()) ? row.first().innerText() : '';
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toMatch(text);
  return row.first();
}

/** Answers the confirmation that asks `text` with its `ok` button. */
async function confirm(page: Page, text: string, ok: string) {
  const box = page.locator('.ant-modal-confirm');
  await box.getByText(text, { exact: false }).waitFor();
  await settled(page);
  await box.getByRole('button', { name: exactly(ok) }).click();
  await box.waitFor({ state: 'hidden' });
}

/** The secret the once-only dialog shows, checked for its warning, copied, and the dialog closed. */
async function takeSecret(page: Page, title: string): Promise<string> {
  const shown = await dialog(page, title);
  await shown.getByText('它不会再次显示', { exact: false }).waitFor();
  await shown.getByText('webhook-signature', { exact: false }).waitFor();
  const secret = await shown.getByTestId('webhook-secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  await clickButton(shown, '复制');
  await toast(page, '已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await clickButton(shown, '我已复制');
  await shown.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('webhook-secret').count()).toBe(0);
  return secret;
}

describe('webhooks through the screen', () => {
  it('adds a webhook, delivers a test, resends a failed delivery and rotates the secret', { timeout: 240_000 }, async () => {
    const { context, page } = await c.newPage();
    page.setDefaultTimeout(15_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: c.baseUrl });
    // A receiver and a name of this attempt's own: a retried attempt is not disturbed by the first one's webhook.
    const hook = receiver();
    receivers.push(hook);
    const url = await hook.start();
    const name = `e2e-erp-${receivers.length}`;
    try {
      await c.signIn(page);
      await openFromMenu(page, '系统', 'Webhook');

      await clickButton(page, '新增 Webhook');
      const d = await dialog(page, '新增 Webhook');
      await d.getByText('WEBHOOK_ALLOW', { exact: false }).waitFor();
      await fillField(d, '名称', name);
      await fillField(d, '接收地址', url);
      await d.getByLabel('库存调整', { exact: true }).check();
      await clickButton(d, '创建');
      const secret = await takeSecret(page, `Webhook“${name}”已创建`);
      hook.state.secrets = [secret];
      await c.shot(page, 'webhooks-list');

      // A test event: delivered at the first attempt, its signature good.
      const sub = rowWith(page, name);
      await expect.poll(() => sub.innerText()).toMatch(/库存调整[\s\S]*正常/);
      await sub.getByRole('button', { name: exactly('发送测试') }).click();
      await toast(page, '测试事件已排队');
      await sub.getByRole('button', { name: exactly('投递记录') }).click();
      await listLoaded(page);
      await deliveryRow(page, '测试事件', new RegExp(`${name}[\\s\\S]*测试事件[\\s\\S]*已投递\\s+1\\s+200`));
      expect(hook.state.received).toEqual([expect.objectContaining({ type: 'webhook.test', verified: true })]);

      // The receiver fails: a stock adjustment's delivery waits, its last answer 500.
      hook.state.failing = true;
      const setup = apiSetup(page, c.baseUrl);
      const { wh, locs, sku } = await setup.ownWarehouse(`WHK${receivers.length}`, '推送', [`WHK${receivers.length}-01`]);
      await setup.post('/inventory/stock/~adjust', {
        warehouse: wh.id,
        location: locs[0]!.id,
        sku: sku.id,
        lotNo: 'WHK-LOT',
        qty: 5,
        comment: 'e2e webhook',
      });
      const adjusted = await deliveryRow(page, '库存调整', /库存调整[\s\S]*待投递\s+1\s+500/);
      expect(hook.state.requests).toBe(2);
      await c.shot(page, 'webhooks-pending');

      // Fixed, and resent from the list.
      hook.state.failing = false;
      await adjusted.locator('input[type="checkbox"]').check();
      await clickButton(page, '重新发送（1）');
      await confirm(page, '立即重新发送 1 条投递', '确定');
      await toast(page, '已重新排队 1 条投递');
      const delivered = await deliveryRow(page, '库存调整', /库存调整[\s\S]*已投递\s+2\s+200/);
      expect(hook.state.received.at(-1)).toMatchObject({ type: 'stock.adjusted', verified: true });

      // Every attempt, with its answer.
      await delivered.getByRole('button', { name: exactly('尝试记录') }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: '尝试记录：msg_' });
      await drawer.waitFor();
      await expect
        .poll(() => drawer.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts())
        .toEqual([expect.stringMatching(/500/), expect.stringMatching(/200/)]);
      await c.shot(page, 'webhooks-attempts');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // A new secret (the old one signs beside it for a day), shown once; it signs the next delivery.
      // The screen's own tabs, not the tags bar's (where the open screen is a "Webhook" tab too).
      const tabs = page.locator('.ant-tabs').filter({ has: page.getByRole('tab', { name: '投递记录' }) });
      await tabs.getByRole('tab', { name: 'Webhook' }).click();
      await listLoaded(page);
      await rowWith(page, name)
        .getByRole('button', { name: exactly('更换密钥') })
        .click();
      await confirm(page, '旧密钥在 24 小时内仍会同时签名', '更换密钥');
      const rotated = await takeSecret(page, `“${name}”的新密钥`);
      expect(rotated).not.toBe(secret);
      hook.state.secrets = [rotated];
      await expect.poll(() => rowWith(page, name).innerText()).toMatch(/旧密钥在 .+ 前仍同时签名/);
      await rowWith(page, name)
        .getByRole('button', { name: exactly('发送测试') })
        .click();
      await toast(page, '测试事件已排队');
      await expect.poll(() => hook.state.received.length, { timeout: 20_000 }).toBe(3);
      expect(hook.state.received[2]).toMatchObject({ type: 'webhook.test', verified: true });
    } catch (e) {
      await c.shot(page, 'webhooks-failure');
      throw e;
    } finally {
      await context.close();
    }
  });
});
