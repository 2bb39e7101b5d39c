import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { TagsBar } from './TagsBar.tsx';
import { dispatchTags, tagsStore } from './tags.ts';

const visit = (path: string, title: string) =>
  dispatchTags({ type: 'visit', tag: { path, fullPath: path, name: path, meta: { title, titleEn: title } } });

afterEach(() => dispatchTags({ type: 'reset' }));

function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

describe('TagsBar', () => {
  it('opens the context menu at the pointer, for the tag right-clicked, and acts on that tag', async () => {
    visit('/setting/location', '库位');
    visit('/setting/warehouse', '仓库');
    renderWithProviders(<TagsBar current="/setting/warehouse" />, { route: '/setting/warehouse', shell: true });
    const tab = document.querySelector('[data-node-key="/setting/location"]')!;
    fireEvent.contextMenu(within(tab as HTMLElement).getByText('库位'), { clientX: 40, clientY: 30 });
    const close = await screen.findByText('关闭');
    const anchor = document.querySelector<HTMLElement>('span[style*="position: fixed"]')!;
    expect([anchor.style.left, anchor.style.top]).toEqual(['40px', '30px']);
    fireEvent.click(close);
    await waitFor(() => expect(tagsStore.get().tags.map((t) => t.path)).toEqual(['/setting/warehouse']));
  });

  it("offers the current tag's actions on its more button", async () => {
    visit('/setting/location', '库位');
    visit('/setting/warehouse', '仓库');
    renderWithProviders(<TagsBar current="/setting/warehouse" />, { route: '/setting/warehouse', shell: true });
    fireEvent.click(screen.getByRole('button', { name: '标签操作' }));
    fireEvent.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(tagsStore.get().tags.map((t) => t.path)).toEqual(['/setting/warehouse']));
  });

  it('opens a tag by a click or the keyboard and closes one by its cross, as antd tabs did', async () => {
    visit('/setting/location', '库位');
    visit('/setting/warehouse', '仓库');
    renderWithProviders(
      <>
        <TagsBar current="/setting/warehouse" />
        <PathProbe />
      </>,
      { route: '/setting/warehouse', shell: true },
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['库位', 'false'],
      ['仓库', 'true'],
    ]);
    expect(document.querySelector('.ant-tabs-tab-active')?.getAttribute('data-node-key')).toBe('/setting/warehouse');
    fireEvent.click(screen.getByText('库位'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/setting/location'));
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[0]);
    // The pointer closes a tag by its button (out of the accessibility tree), the keyboard by Delete on the tab.
    expect(document.querySelectorAll('.wms-tag-remove')).toHaveLength(2);
    fireEvent.keyDown(tabs[0]!, { key: 'Delete' });
    await waitFor(() => expect(tagsStore.get().tags.map((t) => t.path)).toEqual(['/setting/warehouse']));
    // The last tag cannot be closed.
    expect(document.querySelector('.wms-tag-remove')).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab'), { key: 'Delete' });
    expect(tagsStore.get().tags.map((t) => t.path)).toEqual(['/setting/warehouse']);
  });
});
