import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { apiPost, dialog, exactly, listLoaded, rowWith, settled } from './ui.ts';

/**
 * Issue 14 §2–3: an administrator edits a record and finds the change in the audit log with the
 * filter drawer, then relabels a dictionary entry and sees the new label in another screen; in
 * Chinese and in English.
 */
let c: Console;
beforeAll(async () => {
  c = await startConsole();
});
afterAll(() => c?.close());

interface Words {
  locale: string;
  lang: 'zh-CN' | 'en';
  edit: string;
  ok: RegExp;
  name: string;
  filter: RegExp;
  add: string;
  field: string;
  operator: string;
  include: string;
  apply: RegExp;
  after: string;
  dictName: string;
  label: string;
  details: string;
}

const ZH: Words = {
  locale: 'zh-CN',
  lang: 'zh-CN',
  edit: '编辑',
  ok: /确\s*定|保\s*存/,
  name: '名称',
  filter: /筛选/,
  add: '添加条件',
  field: '字段',
  operator: '条件',
  include: '包含',
  apply: /应\s*用/,
  after: '变更后',
  dictName: '字典',
  label: '中文名称',
  details: '详情',
};
const EN: Words = {
  locale: 'en',
  lang: 'en',
  edit: 'Edit',
  ok: /^(OK|Save)$/,
  name: 'Name',
  filter: /Filter/,
  add: 'Add condition',
  field: 'Field',
  operator: 'Operator',
  include: 'include',
  apply: /Apply/,
  after: 'After',
  dictName: 'Dictionary',
  label: 'English label',
  details: 'Details',
};

async function pick(page: Page, select: import('playwright-core').Locator, option: string, search = false) {
  await select.click();
  // The field list scrolls (virtual): typing narrows it to the field.
  if (search) await page.keyboard.type(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** One text condition through the filter drawer, applied. */
async function filterBy(page: Page, w: Words, field: string, value: string) {
  await page.getByRole('button', { name: w.filter }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: w.add }).click();
  const row = drawer.getByTestId('filter-row-0');
  await pick(page, row.getByRole('combobox', { name: w.field }), field, true);
  await pick(page, row.getByRole('combobox', { name: w.operator }), w.include);
  await row.locator('input.ant-input').fill(value);
  await drawer.getByRole('button', { name: w.apply }).click();
  await drawer.waitFor({ state: 'hidden' });
  await listLoaded(page);
}

async function run(w: Words, tag: string) {
  // Names of this attempt only, so a retried test does not meet its first attempt's warehouse.
  const u = `${tag}-${Date.now().toString(36)}`;
  const { context, page } = await c.newPage({ locale: w.locale });
  page.setDefaultTimeout(15_000);
  try {
    await page.goto('/login');
    await page.evaluate((v) => localStorage.setItem('APP_LANG', JSON.stringify({ v, e: 0 })), w.lang);
    await c.signIn(page);
    const wh = await apiPost(page, c.baseUrl, '/setting/warehouse/~add', { code: `AUD-${u}`, name: `Audit ${u}` });
    await apiPost(page, c.baseUrl, '/setting/location/~add', { code: `LOC-AUD-${u}`, warehouse: wh.data.id, type: 'bulk' });

    // The edit, through the warehouse screen.
    await page.goto('/setting/warehouse');
    await listLoaded(page);
    await rowWith(page, `AUD-${u}`).getByText(w.edit, { exact: true }).click();
    const d = page.getByRole('dialog');
    await d.getByLabel(w.name, { exact: true }).fill(`Renamed ${u}`);
    await d.getByRole('button', { name: w.ok }).click();
    await expect.poll(() => rowWith(page, `Renamed ${u}`).count()).toBe(1);

    // Found in the audit log by the new value.
    await page.goto('/system/log');
    await listLoaded(page);
    await filterBy(page, w, w.after, `Renamed ${u}`);
    const line = rowWith(page, `Renamed ${u}`);
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.innerText()).toMatch(/update[\s\S]*setting\/warehouse/);
    await line.getByRole('button', { name: exactly(w.details) }).click();
    const details = await dialog(page, w.details);
    await details.getByText(`Audit ${u}`, { exact: false }).first().waitFor();
    await c.shot(page, `audit-log-${tag}`);
    await page.keyboard.press('Escape');

    // The dictionary: relabel "bulk" of the location types, then the location list shows the new label.
    await page.goto('/system/dict');
    await listLoaded(page);
    await filterBy(page, w, w.dictName, 'locationType');
    const entry = rowWith(page, 'bulk');
    await entry.getByText(w.edit, { exact: true }).click();
    const dd = page.getByRole('dialog');
    await dd.waitFor();
    await settled(page);
    const label = dd.getByLabel(w.label, { exact: true });
    // The form is filled from the record once it has opened: type after that, and check it took.
    await expect.poll(() => label.inputValue()).not.toBe('');
    await label.fill(`Bulk ${u}`);
    await expect.poll(() => label.inputValue()).toBe(`Bulk ${u}`);
    await dd.getByRole('button', { name: w.ok }).click();
    // The dialog closes only once the server has saved (the toast is gone after 3 s on a slow runner).
    await dd.waitFor({ state: 'hidden' });
    await page.goto('/setting/location');
    await listLoaded(page);
    await filterBy(page, w, tag === 'zh' ? '库位编码' : 'Location code', `LOC-AUD-${u}`);
    await expect.poll(() => rowWith(page, `LOC-AUD-${u}`).innerText()).toContain(`Bulk ${u}`);
    await c.shot(page, `dict-label-${tag}`);
  } catch (e) {
    await c.shot(page, `system-admin-${tag}-failure`);
    throw e;
  } finally {
    await context.close();
  }
}

describe('audit log and dictionary through the screens', () => {
  it('in Chinese', { timeout: 180_000 }, () => run(ZH, 'zh'));
  it('in English', { timeout: 180_000 }, () => run(EN, 'en'));
});
