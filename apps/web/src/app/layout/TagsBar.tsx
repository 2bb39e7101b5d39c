import { CloseOutlined, ColumnWidthOutlined, MoreOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, type MenuProps, Tabs, theme } from 'antd';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyDropdown } from '../../shared/antd/LazyDropdown.tsx';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { useStore } from '../../shared/store.ts';
import { nodeTitle } from '../routeTree.ts';
import { withTimeout } from '../withTimeout.ts';
import { tagsStore } from './tags.ts';
import { useTagActions } from './useTagActions.ts';

// The menus' code loads when first wanted: the context menu on the first right-click, the "more"
// menu as the pointer comes over its button.
const TagsContextMenu = lazy(() => withTimeout(import('./TagsContextMenu.tsx')));

/** Tags of visited pages (spec §2), each with refresh, close and close others. */
export function TagsBar({ current }: { current: string }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { tags } = useStore(tagsStore);
  const actions = useTagActions(current);
  // The context menu opens at the pointer, for the tag under it (anywhere on the tab, not only its text).
  const [contextMenu, setContextMenu] = useState<{ x: number; y: number; path: string }>();
  const openContextMenu = (e: MouseEvent) => {
    e.preventDefault();
    const key = (e.target as Element).closest('[data-node-key]')?.getAttribute('data-node-key');
    setContextMenu({ x: e.clientX, y: e.clientY, path: key ?? current });
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

  return (
    <div onContextMenu={openContextMenu}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={current}
        // onTabClick rather than onChange: right after a navigation the tabs' active key can still be the
        // previous page, and onChange would then swallow a click back to it.
        onTabClick={(key) => {
          // Read the store now, not this render's list: the tabs may call a handler from an earlier render.
          const tag = tagsStore.get().tags.find((x) => x.path === key);
          if (tag && key !== window.location.pathname) void navigate(tag.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') actions.close(key);
        }}
        tabBarStyle={{ margin: 0, padding: '4px 8px 0', background: token.colorBgContainer }}
        tabBarExtraContent={{
          right: (
            <LazyDropdown menu={menuFor(current)}>
              <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('tags.actions')} />
            </LazyDropdown>
          ),
        }}
        items={tags.map((tag) => ({
          key: tag.path,
          closable: tags.length > 1,
          label: nodeTitle(tag.meta, i18n.language),
        }))}
      />
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
