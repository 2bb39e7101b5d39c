import { fieldLabel, type LabelLang, resourceTitle } from '@wms/contract/locales/index';
import { RESOURCE_BY_NAME } from '@wms/contract/resources/index';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, startConsole } from './harness.ts';
import { clickButton, columnTitles, dialog, openFromMenu, settled, tokenOf } from './ui.ts';

/**
 * Every screen under Setting and Product, opened from the side menu in both languages: its
 * columns carry the contract's labels (never a raw key or a bare field name), its add form has
 * every editable field, and reference fields are table selects whose popup is labelled too.
 */

interface MenuNode {
  name: string;
  component?: string;
  meta: { title: string; titleEn: string };
  children?: MenuNode[];
}

const RAW = /^(resources|fields|table|menu|common)\.|\.fields\./;

let c: Console;
beforeAll(async () => {
  c = await startConsole();
});
afterAll(async () => {
  await c?.close();
});

async function menuOf(page: Page): Promise<MenuNode[]> {
  const res = await fetch(`${c.baseUrl}/system/user/_info`, { headers: { 'x-auth-token': await tokenOf(page) } });
  const body = (await res.json()) as { data: { menu: MenuNode[] } };
  return body.data.menu;
}

const TEXT = {
  zh: { add: '新增', cancel: '取消', actions: '操作', addTitle: (t: string) => `新增${t}` },
  en: { add: 'Add', cancel: 'Cancel', actions: 'Actions', addTitle: (t: string) => `Add ${t}` },
} as const;

async function checkScreens(lang: LabelLang) {
  const { context, page } = await c.newPage({ locale: lang === 'en' ? 'en' : 'zh-CN' });
  page.setDefaultTimeout(15_000);
  if (lang === 'en') {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('APP_LANG', JSON.stringify({ v: 'en', e: 0 })));
  }
  await c.signIn(page);
  const text = TEXT[lang];
  const title = (n: { meta: MenuNode['meta'] }) => (lang === 'en' ? n.meta.titleEn : n.meta.title);
  const groups = (await menuOf(page)).filter((g) => g.name === 'setting' || g.name === 'product');
  expect(groups).toHaveLength(2);
  let screens = 0;
  for (const group of groups) {
    for (const entry of group.children ?? []) {
      const name = entry.component?.replace(/^resource\//, '');
      const def = name ? RESOURCE_BY_NAME.get(name) : undefined;
      if (!def) continue;
      const where = `${lang} ${title(group)} > ${title(entry)}`;
      const label = (f: string) => fieldLabel(lang, def.name, f);
      await openFromMenu(page, title(group), title(entry));
      screens++;

      // The list: the list fields' labels, in order, then the actions.
      const columns = await columnTitles(page);
      expect(columns, where).toEqual([...def.fields.filter((f) => f.list).map((f) => label(f.name)), text.actions]);
      for (const col of columns) expect(col, where).not.toMatch(RAW);

      // The add form: every editable field, labelled; references are table selects.
      await clickButton(page, text.add);
      const d = await dialog(page, text.addTitle(resourceTitle(lang, def.name)));
      const editable = def.fields.filter((f) => !f.readOnly);
      const labels = (await d.locator('.ant-form-item-label').allInnerTexts()).map((s) => s.trim());
      expect(labels, where).toEqual(editable.map((f) => label(f.name)));
      for (const l of labels) expect(l, where).not.toMatch(RAW);
      const refs = editable.filter((f) => f.kind === 'ref');
      for (const f of refs) {
        const input = d.getByLabel(label(f.name), { exact: true });
        expect(await input.getAttribute('readonly'), `${where}: ${f.name}`).not.toBeNull();
      }
      if (refs[0]) {
        // The first reference's popup: a searchable table with the referenced screen's labels.
        const target = RESOURCE_BY_NAME.get(refs[0].ref!)!;
        const input = d.getByLabel(label(refs[0].name), { exact: true });
        await input.click();
        const popup = page.locator('.ant-popover:visible');
        await popup.locator('.ant-table').waitFor();
        const heads = async () =>
          (await popup.locator('.ant-table-thead th').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
        const expected = [...new Set([target.codeField, target.labelField])].map((n) => fieldLabel(lang, target.name, n));
        await expect.poll(heads, { message: `${where}: ${refs[0].name} popup` }).toEqual(expected);
        await input.click(); // the trigger toggles the popup
        await expect.poll(() => popup.count()).toBe(0);
      }
      if (def.name === 'item' || def.name === 'packagingBom') {
        await settled(page);
        await c.shot(page, `form-${def.name}-${lang}`);
      }
      await clickButton(d, text.cancel);
      await d.waitFor({ state: 'hidden' });
    }
  }
  // 22 Setting screens (basic data and carriers included) and 3 Product screens.
  expect(screens).toBe(25);
  await context.close();
}

describe('every Setting and Product screen', () => {
  it('is labelled in Chinese', () => checkScreens('zh'));
  it('is labelled in English', () => checkScreens('en'));
});
