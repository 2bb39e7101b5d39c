import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation.tsx';
import { nodeTitle, type RouteNode } from '../routeTree.ts';
import { menuIcon } from './menuIcons.tsx';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly RouteNode[], lang: string): Item[] {
  return nodes
    .filter((n) => !n.hidden)
    .map((n) => {
      const children = toItems(n.children, lang);
      const base = { key: n.id, icon: menuIcon(n), label: nodeTitle(n, lang) };
      return children.length > 0 ? { ...base, children } : base;
    });
}

function indexById(nodes: readonly RouteNode[], map = new Map<string, RouteNode>()): Map<string, RouteNode> {
  for (const n of nodes) {
    map.set(n.id, n);
    indexById(n.children, map);
  }
  return map;
}

export interface SideMenuProps {
  tree: readonly RouteNode[];
  /** The current page and its ancestors (outermost first). */
  trail: readonly RouteNode[];
  collapsed?: boolean;
  /** Called after a click navigates (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** Menu from the runtime route table; titles follow the language, links open in a new tab. */
export function SideMenu({ tree, trail, collapsed, onNavigate }: SideMenuProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const items = useMemo(() => toItems(tree, i18n.language), [tree, i18n.language]);
  const byId = useMemo(() => indexById(tree), [tree]);
  // A hidden page (e.g. a detail screen) highlights its nearest listed ancestor.
  const selected = [...trail].reverse().find((n) => !n.hidden)?.id;
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const trailKey = trail.map((n) => n.id).join('/');
  useEffect(() => {
    const ancestors = trailKey.split('/').slice(0, -1);
    setOpenKeys((keys) => Array.from(new Set([...keys, ...ancestors])));
  }, [trailKey]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = byId.get(key);
    if (!node) return;
    if (node.type === 'link') {
      if (node.url) window.open(node.url, '_blank', 'noopener,noreferrer');
      return;
    }
    void navigate(node.path);
    onNavigate?.();
  };

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={onClick}
      style={{ borderInlineEnd: 0 }}
      // Titles show beside the icons only when collapsed; expanded, antd would still wrap every item
      // in a closed tooltip (a trigger and its hooks each) on every page load.
      tooltip={collapsed ? undefined : false}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
