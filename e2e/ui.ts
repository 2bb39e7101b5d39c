import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What a user does on the console's generic screens, in terms of what is on screen: menu titles,
 * form labels, button texts. Every wait is on something the UI shows (rows, messages, dialogs).
 */

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The whole text, or the last words after an icon's name ("plus 新增"); antd puts a space
 * between two Chinese characters of a button ("新 增").
 */
export const exactly = (s: string) => new RegExp(`(^|\\s)${[...s].map(escapeRe).join('\\s?')}\\s*$`);

const MOTION = '[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]';

/**
 * Nothing moves: no visible element in an antd motion (one inside a hidden element, such as a
 * closed modal's button, never ends) and no finite CSS transition or animation running (the
 * table fading back in after loading), leaving out the 2 s click ripple of buttons (ant-wave).
 */
const moving = (sel: string) =>
  // A button's loading icon can be left mid-motion when the button re-renders; it moves nothing the test uses.
  ![...document.querySelectorAll(sel)].some(
    (el) => el.checkVisibility() && !el.closest('.ant-wave') && !el.classList.contains('ant-btn-loading-icon'),
  ) &&
  !document.getAnimations().some((a) => {
    const target = (a.effect as KeyframeEffect | null)?.target;
    return (
      a.playState === 'running' &&
      a.effect?.getTiming().iterations !== Infinity &&
      !(target instanceof Element && target.closest('.ant-wave'))
    );
  });

/** Waits until no antd motion (modal zoom, popover slide, message move) is running, e.g. before a screenshot. */
export async function settled(page: Page): Promise<void> {
  try {
    await page.waitForFunction(moving, MOTION, { timeout: 10_000 }).then(() => undefined);
  } catch (e) {
    const stuck = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((el) => el.className), MOTION);
    throw new Error(`still moving: ${JSON.stringify(stuck)}`, { cause: e });
  }
}

/** A list loading: antd's table spinner, or the generic list's (which stands around the table and its pager). */
const LOADING = ['.ant-table-wrapper', '.wms-list'].map((w) => `${w} .ant-spin-spinning, ${w} .ant-spin-blur`).join(', ');

/** Waits until the list has loaded (its table is shown and not spinning). */
export async function listLoaded(page: Page): Promise<void> {
  await page.locator('.ant-table-thead').first().waitFor();
  await expect
    .poll(() => page.locator(LOADING).count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

/** Opens a screen through the side menu: the group (e.g. 基础设置), then the entry inside it. */
export async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const sider = page.locator('.ant-layout-sider');
  const title = page.locator('.ant-menu-submenu-title').filter({ hasText: exactly(group) });
  const sub = sider.locator('li.ant-menu-submenu').filter({ has: title });
  const crumb = page.locator('.ant-breadcrumb').getByText(entry, { exact: true });
  // A click while the group unfolds, or while the menu redraws after sign-in, can be lost on a
  // loaded runner: the entry is clicked again until the page it opens says so (3 tries).
  for (let attempt = 1; ; attempt++) {
    if (!(await sub.evaluate((el) => el.classList.contains('ant-menu-submenu-open')))) await sub.locator(title).click();
    await settled(page);
    await sub
      .locator('li.ant-menu-item')
      .filter({ hasText: exactly(entry) })
      .click();
    try {
      await crumb.waitFor({ timeout: attempt < 3 ? 8_000 : 15_000 });
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
  await listLoaded(page);
}

/** The column titles of the list, in order (selection and empty cells left out). */
export async function columnTitles(page: Page): Promise<string[]> {
  const texts = await page.locator('.ant-table-thead th').allInnerTexts();
  return texts.map((t) => t.trim()).filter(Boolean);
}

/** The total the pager shows (共 N 条 / Total N). */
export async function pagerTotal(page: Page): Promise<number> {
  const text = await page.locator('.ant-pagination-total-text').first().innerText();
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

/** A table body row containing the text. */
export const rowWith = (page: Page, text: string): Locator =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

/** Clicks a toolbar or dialog button by its text. */
export async function clickButton(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByRole('button', { name: exactly(text) }).click();
}

/**
 * Clicks `button` and confirms the Popconfirm it opens (the one holding `text`). A screen that
 * redraws as it comes back (a kept-alive detail refetching) can close the popup under the click:
 * then the button is clicked again (3 tries).
 */
export async function clickAndConfirm(page: Page, scope: Page | Locator, button: string, text: string | RegExp): Promise<void> {
  const pop = page.locator('.ant-popconfirm:visible').filter({ hasText: text });
  for (let attempt = 1; ; attempt++) {
    try {
      await clickButton(scope, button);
      await pop.waitFor({ timeout: 5_000 });
      await pop.getByRole('button', { name: exactly('确定') }).click({ timeout: 5_000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/** Picks the row holding `keyword` in the table select whose input has this id; the input then shows `shown`. */
export async function pickFromTableSelect(page: Page, id: string, keyword: string, shown = keyword): Promise<void> {
  await pickRow(page, page.locator(`#${id}`), keyword, shown);
}

/**
 * Opens a table select from its input, searches for `keyword` and picks the row holding it. The
 * search answers after a pause and redraws the rows (with a loading mask): a click that lands as
 * they are replaced picks nothing, so it is tried again while the popup is still open.
 */
async function pickRow(page: Page, input: Locator, keyword: string, shown: string): Promise<void> {
  await input.click();
  const popup = page.locator('.ant-popover:visible');
  await popup.locator('.ant-table').waitFor();
  await popup.locator('input[type="search"], .ant-input-search input, input').first().fill(keyword);
  await expect
    .poll(
      async () => {
        if (await popup.count()) {
          await popup.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
          await popup.locator('.ant-table-row').filter({ hasText: keyword }).first().click({ timeout: 10_000 });
        }
        return input.inputValue();
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(shown);
  await expect.poll(() => popup.count()).toBe(0);
}

/** The open dialog titled `title`, once its opening motion is over (a click during the zoom may miss). */
export async function dialog(page: Page, title: string | RegExp): Promise<Locator> {
  const d = page.getByRole('dialog', { name: title });
  await d.waitFor();
  await settled(page);
  return d;
}

/** A toast (antd message) with this text. */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
}

/** Types into the form item labelled `label`. */
export async function fillField(d: Locator, label: string, value: string): Promise<void> {
  await d.getByLabel(label, { exact: true }).fill(value);
}

/** Picks an option of a dictionary select by its label. */
export async function pickOption(page: Page, d: Locator, label: string, option: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  // A click lost on a loaded runner leaves the drop-down open: the option is clicked again (3 tries).
  for (let attempt = 1; ; attempt++) {
    if (!(await open.count())) await d.getByLabel(label, { exact: true }).click();
    await open.locator(`.ant-select-item-option[title="${option}"]`).click();
    try {
      await open.waitFor({ state: 'hidden', timeout: attempt < 3 ? 5_000 : 15_000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/**
 * Picks a row of a table select: opens its popup, searches for `keyword` and clicks the row
 * holding it; the input then shows `shown` (the row's label).
 */
export async function pickFromTable(page: Page, d: Locator, label: string, keyword: string, shown: string): Promise<void> {
  await pickRow(page, d.getByLabel(label, { exact: true }), keyword, shown);
}

/** Saves the open form and waits for the server's message and the dialog to close. */
export async function save(page: Page, d: Locator, button: string, message: string): Promise<void> {
  await clickButton(d, button);
  await toast(page, message);
  await d.waitFor({ state: 'hidden' });
}

/** The signed-in user's token, for reading results back through the API. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'TOKEN');
  if (!cookie) throw new Error('no TOKEN cookie: not signed in');
  return decodeURIComponent(cookie.value);
}

/** Reads through the API as the signed-in user (verification only; the test acts through the UI). */
export async function apiPost<T = any>(page: Page, baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': await tokenOf(page), 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
