import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import {
  apiPost,
  clickButton,
  columnTitles,
  dialog,
  fillField,
  listLoaded,
  openFromMenu,
  pagerTotal,
  pickFromTable,
  pickOption,
  rowWith,
  save,
  settled,
  toast,
} from './ui.ts';

/**
 * Master data as a new user meets it, through the screens only (the API just reads results back):
 * a packaging BOM, an item and its SKU, 500 consignees imported from the downloaded template,
 * then the same lists in English.
 */

let c: Console;
let zh: { context: BrowserContext; page: Page };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-e2e-files-'));

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

const SETTING = '基础设置';
const PRODUCT = '产品';

/** Adds one row on the current screen: opens 新增, lets `fill` fill the form, saves. */
async function addRow(page: Page, title: string, fill: (d: Awaited<ReturnType<typeof dialog>>) => Promise<void>) {
  await clickButton(page, '新增');
  const d = await dialog(page, `新增${title}`);
  await fill(d);
  await save(page, d, '保存', '保存成功');
}

/** A screenshot once the list is loaded, nothing moves and the toasts are gone. */
async function screenshot(page: Page, name: string) {
  await listLoaded(page);
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 8_000 }).toBe(0);
  await settled(page);
  await c.shot(page, name);
}

describe('master data through the console', () => {
  it('builds a packaging BOM from a packaging and two materials picked in table selects', async () => {
    const { page } = zh;
    await openFromMenu(page, SETTING, '包装材料');
    for (const [code, name, type] of [
      ['PM-PAL', '门板托盘', '托盘'],
      ['PM-LID', '门板托盘盖', '托盘盖'],
    ] as const) {
      await addRow(page, '包装材料', async (d) => {
        await fillField(d, '编码', code);
        await fillField(d, '名称', name);
        await pickOption(page, d, '类型', type);
      });
      await rowWith(page, code).waitFor();
    }
    expect(await rowWith(page, 'PM-LID').innerText()).toContain('托盘盖');

    await openFromMenu(page, SETTING, '包装');
    await addRow(page, '包装', async (d) => {
      await fillField(d, '编码', 'PK-DOOR');
      await fillField(d, '名称', '门板托盘套装');
      await pickOption(page, d, '类型', '托盘');
    });
    await rowWith(page, 'PK-DOOR').waitFor();

    await openFromMenu(page, SETTING, '包装 BOM');
    for (const [material, materialName, qty] of [
      ['PM-PAL', '门板托盘', '1'],
      ['PM-LID', '门板托盘盖', '2'],
    ] as const) {
      await addRow(page, '包装 BOM', async (d) => {
        await pickFromTable(page, d, '包装', 'PK-DOOR', '门板托盘套装');
        await pickFromTable(page, d, '包装材料', material, materialName);
        await fillField(d, '用量', qty);
      });
      await rowWith(page, material).waitFor();
    }
    expect(await columnTitles(page)).toEqual(expect.arrayContaining(['包装', '包装材料', '用量', '包装编码', '材料编码']));
    const lid = await rowWith(page, 'PM-LID').innerText();
    for (const text of ['门板托盘套装', '门板托盘盖', 'PK-DOOR', '2']) expect(lid).toContain(text);
    expect(await pagerTotal(page)).toBe(2);
    await screenshot(page, 'bom-list-zh');

    const bom = await apiPost(page, c.baseUrl, '/setting/packaging/bom/~page/get', {
      page: 1,
      length: 20,
      prop: 'materialCode',
      order: 'asc',
    });
    expect(bom.count).toBe(2);
    expect(bom.data.rows.map((r: any) => [r.packagingCode, r.materialCode, r.qty])).toEqual([
      ['PK-DOOR', 'PM-LID', 2],
      ['PK-DOOR', 'PM-PAL', 1],
    ]);
  });

  it('creates an item with its unit and warehouse, then its SKU in the default warehouse', async () => {
    const { page } = zh;
    await openFromMenu(page, SETTING, '仓库');
    await addRow(page, '仓库', async (d) => {
      await fillField(d, '编码', 'WH-SH');
      await fillField(d, '名称', '上海仓');
    });
    // The first warehouse becomes the default one.
    await rowWith(page, 'WH-SH').getByText('默认', { exact: true }).waitFor();

    await openFromMenu(page, SETTING, '单位');
    await addRow(page, '单位', async (d) => {
      await fillField(d, '编码', 'PCS');
      await fillField(d, '名称', '件');
      await pickOption(page, d, '单位类别', '数量');
    });
    await rowWith(page, 'PCS').waitFor();

    await openFromMenu(page, PRODUCT, '物料');
    await addRow(page, '物料', async (d) => {
      await fillField(d, '物料编码', 'IT-DOOR-L');
      await fillField(d, '物料名称', '左前门板');
      await pickFromTable(page, d, '单位', 'PCS', '件');
      await pickFromTable(page, d, '仓库', 'WH-SH', '上海仓');
      await fillField(d, '条码', '6901234567892');
      await fillField(d, '标准包装数', '12');
    });
    const itemRow = rowWith(page, 'IT-DOOR-L');
    await itemRow.waitFor();
    for (const text of ['左前门板', '件', '上海仓']) expect(await itemRow.innerText()).toContain(text);

    // The row action: the default warehouse is preselected; the server's messages are shown.
    await itemRow.getByRole('button', { name: '生成 SKU' }).click();
    let d = await dialog(page, '生成 SKU：IT-DOOR-L');
    await expect.poll(() => d.getByLabel('仓库', { exact: true }).inputValue()).toBe('上海仓');
    await screenshot(page, 'item-sku-dialog-zh');
    await save(page, d, '生成 SKU', '保存成功');
    await screenshot(page, 'item-list-zh');

    await itemRow.getByRole('button', { name: '生成 SKU' }).click();
    d = await dialog(page, '生成 SKU：IT-DOOR-L');
    await expect.poll(() => d.getByLabel('仓库', { exact: true }).inputValue()).toBe('上海仓');
    await clickButton(d, '生成 SKU');
    await toast(page, '物料 IT-DOOR-L 在仓库 WH-SH 已有 SKU');
    await clickButton(d, '取消');
    await d.waitFor({ state: 'hidden' });

    await openFromMenu(page, PRODUCT, '物料 SKU');
    const sku = rowWith(page, 'IT-DOOR-L');
    await sku.waitFor();
    for (const text of ['左前门板', '上海仓', '6901234567892', '件', '12']) expect(await sku.innerText()).toContain(text);
    expect(await pagerTotal(page)).toBe(1);
    await screenshot(page, 'sku-list-zh');

    const skus = await apiPost(page, c.baseUrl, '/product/sku/~page/get', { page: 1, length: 20 });
    expect(skus.count).toBe(1);
    expect(skus.data.rows[0]).toMatchObject({
      no: 'IT-DOOR-L',
      itemName: '左前门板',
      warehouseLabel: '上海仓',
      unitLabel: '件',
      snp: 12,
    });
  });

  it('imports 500 consignees into the downloaded template', async () => {
    const { page } = zh;
    await openFromMenu(page, SETTING, '收货人');
    const [download] = await Promise.all([page.waitForEvent('download'), clickButton(page, '下载模板')]);
    const template = path.join(tmp, download.suggestedFilename());
    await download.saveAs(template);
    expect(download.suggestedFilename()).toMatch(/^收货人-.*\.xlsx$/);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(template);
    const ws = wb.worksheets[0]!;
    const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toEqual(['编码*', '名称*', '别名', '描述', '地址', '联系人', '联系电话']);
    for (let i = 1; i <= 500; i++) {
      const n = String(i).padStart(3, '0');
      ws.addRow([
        `CE-${n}`,
        `收货人 ${n}`,
        `别名${n}`,
        null,
        `上海市浦东新区 ${i} 号`,
        `联系人${n}`,
        `1380000${String(i).padStart(4, '0')}`,
      ]);
    }
    const filled = path.join(tmp, 'consignees.xlsx');
    await wb.xlsx.writeFile(filled);

    await clickButton(page, '导入');
    const d = await dialog(page, '导入数据');
    await d.locator('input[type="file"]').setInputFiles(filled);
    // The file is checked first and nothing is written until the import is confirmed.
    await d.getByText('将新增 500 条，更新 0 条，0 条无变化（尚未导入）').waitFor();
    const none = await apiPost(page, c.baseUrl, '/setting/consignee/~page/get', { page: 1, length: 1 });
    expect(none.count).toBe(0);
    await d.getByRole('button', { name: '确认导入' }).click();
    await toast(page, '导入成功：新增 500 条，更新 0 条');
    await d.waitFor({ state: 'hidden' });
    await listLoaded(page);
    await expect.poll(() => pagerTotal(page)).toBe(500);
    // Newest first: the file's last row heads page 1.
    await rowWith(page, 'CE-500').waitFor();
    await page.locator('.ant-pagination-total-text').scrollIntoViewIfNeeded();
    await screenshot(page, 'consignee-list-zh');

    const back = await apiPost(page, c.baseUrl, '/setting/consignee/~page/get', {
      page: 1,
      length: 1,
      prop: 'code',
      order: 'desc',
    });
    expect(back.count).toBe(500);
    expect(back.data.rows[0]).toMatchObject({ code: 'CE-500', name: '收货人 500', contactPhone: '13800000500' });
  });

  it('shows the same lists in English after switching the language in the user menu', async () => {
    const { page } = zh;
    // A hover during the menu's opening motion is lost: let each level settle first.
    await page.getByRole('button', { name: '管理员' }).click();
    await page.getByRole('menuitem', { name: '语言' }).waitFor();
    await settled(page);
    await page.getByRole('menuitem', { name: '语言' }).hover();
    const english = page.getByRole('menuitem', { name: 'English' });
    await english.waitFor();
    await settled(page);
    await english.click();
    await page.locator('.ant-layout-sider .ant-menu-submenu-title').filter({ hasText: 'Setting' }).waitFor();

    await openFromMenu(page, 'Setting', 'Packaging BOM');
    expect(await columnTitles(page)).toEqual(['Packaging', 'Material', 'Quantity', 'Packaging code', 'Material code', 'Actions']);
    await rowWith(page, 'PM-LID').waitFor();
    await screenshot(page, 'bom-list-en');

    await openFromMenu(page, 'Product', 'Item');
    const itemRow = rowWith(page, 'IT-DOOR-L');
    await itemRow.getByRole('button', { name: 'Create SKU' }).waitFor();
    expect(await columnTitles(page)).toEqual(expect.arrayContaining(['Item code', 'Item name', 'Unit', 'Warehouse', 'Actions']));
    await screenshot(page, 'item-list-en');

    await openFromMenu(page, 'Product', 'Item SKU');
    await rowWith(page, 'IT-DOOR-L').waitFor();
    expect(await columnTitles(page)).toEqual(expect.arrayContaining(['Item', 'Warehouse', 'SKU no.', 'Item name', 'Unit']));
    await screenshot(page, 'sku-list-en');

    await openFromMenu(page, 'Setting', 'Consignee');
    await expect.poll(() => pagerTotal(page)).toBe(500);
    expect(await page.locator('.ant-pagination-total-text').innerText()).toBe('Total 500');
    expect(await columnTitles(page)).toEqual([
      'Code',
      'Name',
      'Alias',
      'Description',
      'Address',
      'Contact',
      'Contact phone',
      'Actions',
    ]);
    await page.locator('.ant-pagination-total-text').scrollIntoViewIfNeeded();
    await screenshot(page, 'consignee-list-en');

    // The language is kept: a new visit opens in English.
    await page.reload();
    await page.locator('.ant-breadcrumb').getByText('Consignee', { exact: true }).waitFor();
    await listLoaded(page);
  });

  it('opens in English for a browser that stored the language', async () => {
    const { context, page } = await c.newPage({ locale: 'en' });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('APP_LANG', JSON.stringify({ v: 'en', e: 0 })));
    await c.signIn(page);
    await openFromMenu(page, 'Product', 'Item SKU');
    await rowWith(page, 'IT-DOOR-L').waitFor();
    expect(await page.locator('.ant-pagination-total-text').innerText()).toBe('Total 1');
    await context.close();
  });
});
