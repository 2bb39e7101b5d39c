import { CloseOutlined, ColumnWidthOutlined, EllipsisOutlined, MoreOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, type MenuProps, theme } from 'antd';
import {
  type CSSProperties,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { LazyDropdown } from '../../shared/antd/LazyDropdown.tsx';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { withTimeout } from '../../shared/lazy/withTimeout.ts';
import { useStore } from '../../shared/store.ts';
import { nodeTitle } from '../routeTree.ts';
import { tagsStore } from './tags.ts';
import { useTagActions } from './useTagActions.ts';
import './tagsBar.css';

// The menus' code loads when first wanted: the context menu on the first right-click, the others
// as the pointer comes over their buttons.
const TagsContextMenu = lazy(() => withTimeout(import('./TagsContextMenu.tsx')));

/** Keeps the current tag in view and tells whether the tags overflow the bar. */
function useTagsScroll(current: string, count: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read from the page when either changes.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tag = list?.querySelector<HTMLElement>('.wms-tag-active');
    if (!list || !tag) return;
    if (tag.offsetLeft < list.scrollLeft) list.scrollLeft = tag.offsetLeft;
    else if (tag.offsetLeft + tag.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = tag.offsetLeft + tag.offsetWidth - list.clientWidth;
  }, [current, count]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a tag more or less can change the overflow.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOverflows(list.scrollWidth > list.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [count]);
  return { listRef, overflows };
}

/** Tags of visited pages (spec §2), each with refresh, close and close others. */
export function TagsBar({ current }: { current: string }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { tags } = useStore(tagsStore);
  const actions = useTagActions(current);
  const { listRef, overflows } = useTagsScroll(current, tags.length);
  // The context menu opens at the pointer, for the tag under it (anywhere on the tab, not only its text).
  const [contextMenu, setContextMenu] = useState<{ x: number; y: number; path: string }>();
  const openContextMenu = (e: MouseEvent) => {
    e.preventDefault();
    const key = (e.target as Element).closest('[data-node-key]')?.getAttribute('data-node-key');
    setContextMenu({ x: e.clientX, y: e.clientY, path: key ?? current });
  };

  const open = (path: string) => {
    // Read the store now, not this render's list: a handler may run from an earlier render.
    const tag = tagsStore.get().tags.find((x) => x.path === path);
    if (tag && path !== window.location.pathname) void navigate(tag.fullPath);
  };
  const closable = tags.length > 1;
  const close = (e: MouseEvent, path: string) => {
    e.stopPropagation();
    actions.close(path);
  };
  // As antd's tabs: arrows move between the tags, Enter or Space opens one, Delete closes it (WAI-ARIA tabs).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, path: string) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(path);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      const tag = (e.currentTarget.parentElement as HTMLElement)[
        e.key === 'ArrowLeft' ? 'previousElementSibling' : 'nextElementSibling'
      ];
      tag?.querySelector<HTMLElement>('[role="tab"]')?.focus();
    } else if (e.key === 'Delete' && closable) {
      e.preventDefault();
      actions.close(path);
    }
  };

  const menuFor = (path: string): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tags.close'), disabled: tags.length <= 1 },
      { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: t('tags.closeOthers'), disabled: tags.length <= 1 },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') actions.refresh(path);
      else if (key === 'close') actions.close(path);
      else if (key === 'closeOthers') actions.closeOthers(path);
    },
  });
  // What antd's tabs offered when they overflow: every tag, to open or close.
  const allTags: MenuProps = {
    items: tags.map((tag) => ({
      key: tag.path,
      label: (
        <span className="wms-tags-menu-item">
          {nodeTitle(tag.meta, i18n.language)}
          {closable && (
            <button type="button" aria-label="remove" className="wms-tag-remove" onClick={(e) => close(e, tag.path)}>
              <CloseOutlined />
            </button>
          )}
        </span>
      ),
    })),
    selectedKeys: [current],
    onClick: ({ key }) => open(key),
  };

  const vars = {
    '--wms-tags-bg': token.colorBgContainer,
    '--wms-tags-card': token.colorFillAlter,
    '--wms-tags-border': token.colorBorderSecondary,
    '--wms-tags-line': `${token.lineWidth}px`,
    '--wms-tags-radius': `${token.borderRadiusLG}px`,
    '--wms-tags-text': token.colorText,
    '--wms-tags-hover': token.colorPrimaryHover,
    '--wms-tags-primary': token.colorPrimary,
    '--wms-tags-icon': token.colorIcon,
    '--wms-tags-heading': token.colorTextHeading,
    '--wms-tags-focus': token.colorPrimaryBorder,
    '--wms-tags-motion': token.motionDurationSlow,
    '--wms-tags-ease': token.motionEaseInOut,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  } as CSSProperties;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a right-click anywhere on the bar opens the tags' menu.
    <div className="wms-tags" style={vars} onContextMenu={openContextMenu}>
      <div
        ref={listRef}
        className="wms-tags-list"
        role="tablist"
        aria-orientation="horizontal"
        onWheel={(e) => {
          if (listRef.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) listRef.current.scrollLeft += e.deltaY;
        }}
      >
        {tags.map((tag) => {
          const active = tag.path === current;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the tab inside takes the keys, as in antd's tabs.
            <div
              key={tag.path}
              data-node-key={tag.path}
              className={`ant-tabs-tab wms-tag${active ? ' ant-tabs-tab-active wms-tag-active' : ''}`}
              onClick={() => open(tag.path)}
            >
              <div
                role="tab"
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                className="ant-tabs-tab-btn wms-tag-btn"
                onKeyDown={(e) => onKeyDown(e, tag.path)}
              >
                {nodeTitle(tag.meta, i18n.language)}
              </div>
              {closable && (
                // The pointer's way to close; the keyboard's is Delete on the tab. Out of the tab list's
                // accessibility tree, where a tablist may hold only tabs (axe: aria-required-children).
                <button
                  type="button"
                  aria-hidden
                  title={t('tags.close')}
                  tabIndex={-1}
                  className="ant-tabs-tab-remove wms-tag-remove"
                  onClick={(e) => close(e, tag.path)}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          );
        })}
      </div>
      {overflows && (
        <LazyDropdown menu={allTags}>
          <button type="button" className="wms-tag wms-tags-more" aria-label={t('tags.all')}>
            <EllipsisOutlined />
          </button>
        </LazyDropdown>
      )}
      <div className="wms-tags-extra">
        <LazyDropdown menu={menuFor(current)}>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('tags.actions')} />
        </LazyDropdown>
      </div>
      {contextMenu && (
        <Suspense fallback={null}>
          <TagsContextMenu
            key={`${contextMenu.x},${contextMenu.y}`}
            x={contextMenu.x}
            y={contextMenu.y}
            menu={menuFor(contextMenu.path)}
            onClose={() => setContextMenu(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
