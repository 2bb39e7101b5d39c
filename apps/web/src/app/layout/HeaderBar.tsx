import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { NoticeBell } from '../../features/system/notices/NoticeBell.tsx';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { settingsStore, updateSettings } from '../../shared/settings.ts';
import { useStore } from '../../shared/store.ts';
import type { RouteNode } from '../routeTree.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { UserMenu } from './UserMenu.tsx';

export interface HeaderBarProps {
  trail: readonly RouteNode[];
  showBreadcrumb: boolean;
  onOpenDrawer: () => void;
}

/** Menu toggle, breadcrumbs, the notice bell and the user menu. */
export function HeaderBar({ trail, showBreadcrumb, onOpenDrawer }: HeaderBarProps) {
  const { t } = useTranslation();
  const { ismobile, menuIsCollapse } = useStore(settingsStore);
  const toggle = ismobile ? (
    <Button type="text" icon={<MenuOutlined />} onClick={onOpenDrawer} aria-label={t('menu.open')} />
  ) : (
    <Button
      type="text"
      icon={menuIsCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => updateSettings({ menuIsCollapse: !menuIsCollapse })}
      aria-label={t(menuIsCollapse ? 'menu.expand' : 'menu.collapse')}
    />
  );
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
      <Flex align="center" gap={8} style={{ minWidth: 0, overflow: 'hidden' }}>
        {toggle}
        {showBreadcrumb && !ismobile && <Breadcrumbs trail={trail} />}
      </Flex>
      <Flex align="center" gap={4}>
        <NoticeBell />
        <UserMenu compact={ismobile} />
      </Flex>
    </Flex>
  );
}
