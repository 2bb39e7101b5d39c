import {
  AppstoreOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExportOutlined,
  GlobalOutlined,
  HomeOutlined,
  ImportOutlined,
  LinkOutlined,
  SettingOutlined,
  ShoppingOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { RouteNode } from '../routeTree.ts';

/** Icons by MENU `meta.icon` name: `HomeOutlined`, `home` and `el-icon-home` all mean `home`. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  home: <HomeOutlined />,
  appstore: <AppstoreOutlined />,
  database: <DatabaseOutlined />,
  import: <ImportOutlined />,
  export: <ExportOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
  setting: <SettingOutlined />,
  product: <ShoppingOutlined />,
  goods: <ShoppingOutlined />,
  inbound: <ImportOutlined />,
  outbound: <ExportOutlined />,
  inventory: <DatabaseOutlined />,
  stock: <DatabaseOutlined />,
  system: <ToolOutlined />,
  link: <LinkOutlined />,
};

export function menuIcon(node: RouteNode): ReactNode {
  const name = node.icon
    ?.replace(/^(el-icon-|sc-icon-)/, '')
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .toLowerCase();
  if (name && ICONS[name]) return ICONS[name];
  if (node.type === 'link') return <LinkOutlined />;
  if (node.type === 'iframe') return <GlobalOutlined />;
  return node.children.length > 0 ? <AppstoreOutlined /> : undefined;
}
