import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLang } from '../shared/i18n/lang.ts';
import { withTimeout } from '../shared/lazy/withTimeout.ts';
import { loadPage, pageKind } from './components.ts';

beforeAll(async () => {
  await setLang('zh-CN');
});

describe('component resolution', () => {
  it('classifies menu component strings', () => {
    expect(pageKind('resource/warehouse')).toBe('resource');
    expect(pageKind('resource/')).toBe('missing');
    expect(pageKind('dashboard/index')).toBe('page');
    expect(pageKind('iframe')).toBe('iframe');
    expect(pageKind('inbound/order')).toBe('page');
    expect(pageKind('inbound/transit')).toBe('page');
    expect(pageKind('system/log')).toBe('page');
    expect(pageKind('system/task')).toBe('page');
    expect(pageKind('system/file')).toBe('page');
    expect(pageKind('report/monthly')).toBe('missing');
    expect(pageKind(undefined)).toBe('missing');
  });

  it('renders an unknown component as "page under construction", one identity per name', async () => {
    const node = { name: 'planned-report', title: '月度报表', titleEn: 'Monthly report', component: 'report/monthly' };
    const Page = await loadPage(node);
    expect(await loadPage(node)).toBe(Page);
    render(createElement(Page));
    expect(screen.getByText('页面建设中')).toBeTruthy();
    // The menu's title, never the internal component id.
    expect(screen.getByText('页面“月度报表”正在开发，敬请期待。')).toBeTruthy();
    expect(screen.queryByText(/report\/monthly/)).toBeNull();
    // The placeholder's chunk is imported cold here (antd's Result and its styles): slow on a busy machine.
  }, 60_000);

  it('gives up on a chunk after the timeout', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const p = withTimeout(never, 1000).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await p).toMatch(/timeout/);
    vi.useRealTimers();
  });
});
