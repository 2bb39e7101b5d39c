import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, clickButton, dialog, fillField, openFromMenu, rowWith, settled } from './ui.ts';

/**
 * Receiving LPN through the screen: generate three labels and print them at once (the PDF
 * downloads and holds the three numbers), then reprint one from its row.
 */
let c: Console;
let zh: { context: BrowserContext; page: Page };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-lpn-'));
const hasPdftotext = (() => {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPdftotext) console.warn('lpn-labels e2e: pdftotext missing (apt-get install poppler-utils): PDF text checks skipped');

beforeAll(async () => {
  c = await startConsole();
  zh = await c.newPage({ locale: 'zh-CN' });
  zh.page.setDefaultTimeout(15_000);
  await c.signIn(zh.page);
});

afterAll(async () => {
  await c?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const pdfText = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });

describe('Receiving LPN screen', () => {
  it('generates three labels, downloads their PDF and marks them printed', async () => {
    const { page } = zh;
    await openFromMenu(page, '入库', '收货 LPN');
    await clickButton(page, '生成标签');
    const d = await dialog(page, '生成收货 LPN');
    await fillField(d, '数量', '3');
    const [download] = await Promise.all([page.waitForEvent('download'), clickButton(d, '生成标签')]);
    expect(download.suggestedFilename()).toMatch(/^收货 LPN-labels-\d{14}\.pdf$/);
    const file = path.join(tmp, 'labels.pdf');
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    const rows = (await apiPost(page, c.baseUrl, '/inbound/ib/lpn/~page/get', { page: 1, length: 10 })).data.rows as {
      no: string;
      isPrint: boolean;
    }[];
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.isPrint)).toBe(true);
    await d.waitFor({ state: 'hidden' });
    await settled(page);
    for (const r of rows) await rowWith(page, r.no).waitFor();
    if (hasPdftotext) {
      const text = pdfText(file);
      for (const r of rows) expect(text).toContain(r.no);
      expect(text).toContain('收货 LPN');
    }

    const [again] = await Promise.all([
      page.waitForEvent('download'),
      rowWith(page, rows[0]!.no)
        .getByRole('button', { name: /^打\s?印$/ })
        .click(),
    ]);
    const one = path.join(tmp, 'one.pdf');
    await again.saveAs(one);
    if (hasPdftotext) {
      const text = pdfText(one);
      expect(text).toContain(rows[0]!.no);
      expect(text).not.toContain(rows[1]!.no);
    }
  });
});
