import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../shared/menu.ts';
import { pageKind } from './components.ts';
import { buildRouteTable, filterByRole, firstPath, menuToRoutes, nodeTitle, resolvePath, rootRedirect } from './routeTree.ts';
import { subpagesOf } from './subpages.ts';

const MENU: MenuEntry[] = [
  {
    name: 'setting',
    path: '/setting',
    meta: { title: '设置', titleEn: 'Setting', type: 'menu' },
    children: [
      {
        name: 'warehouse',
        path: '/setting/warehouse',
        component: 'resource/warehouse',
        meta: { title: '仓库', titleEn: 'Warehouse' },
      },
      { name: 'location', path: 'location', component: 'resource/location', meta: { title: '库位' } },
      {
        name: 'whDetail',
        path: '/setting/warehouse/:id',
        component: 'setting/warehouseDetail',
        meta: { title: '仓库详情', hidden: true },
      },
    ],
  },
  {
    name: 'ext',
    path: '/ext',
    redirect: '/i/docs',
    meta: { title: '外部' },
    children: [
      { name: 'docs', path: '/docs', meta: { title: '文档', type: 'iframe', url: 'https://example.com/docs' } },
      { name: 'site', path: 'https://example.com', meta: { title: '官网', type: 'link', url: 'https://example.com' } },
      { name: 'big', path: '/ext/big', component: 'ext/big', meta: { title: '大屏', fullpage: true, breadcrumb: false } },
    ],
  },
];

const BUILTINS: MenuEntry[] = [
  { name: 'dashboard', path: '/dashboard', component: 'dashboard/index', meta: { title: '控制台' } },
  { name: 'audit', path: '/audit', component: 'audit/index', meta: { title: '审计', role: ['auditor', 'admin'] } },
];

describe('filterByRole', () => {
  it('keeps entries without a role list and those whose roles intersect', () => {
    expect(filterByRole(BUILTINS, ['clerk']).map((e) => e.name)).toEqual(['dashboard']);
    expect(filterByRole(BUILTINS, ['admin']).map((e) => e.name)).toEqual(['dashboard', 'audit']);
  });

  it('filters nested entries', () => {
    const menu: MenuEntry[] = [
      { name: 'g', path: '/g', meta: { title: 'g' }, children: [{ name: 'x', path: '/g/x', meta: { title: 'x', role: ['r'] } }] },
    ];
    expect(filterByRole(menu, [])[0]!.children).toEqual([]);
  });
});

describe('menuToRoutes', () => {
  it('resolves relative paths, iframe addresses and flags', () => {
    const [setting, ext] = menuToRoutes(MENU);
    expect(setting!.children[1]!.path).toBe('/setting/location');
    const [docs, site, big] = ext!.children;
    expect(docs).toMatchObject({ path: '/i/docs', type: 'iframe', url: 'https://example.com/docs', component: 'iframe' });
    expect(site).toMatchObject({ type: 'link', url: 'https://example.com' });
    expect(big).toMatchObject({ fullpage: true, breadcrumb: false });
    expect(setting!.children[2]!.hidden).toBe(true);
  });
});

describe('firstPath / rootRedirect', () => {
  it('is the first child of the first entry', () => {
    expect(firstPath(MENU)).toBe('/setting/warehouse');
    expect(rootRedirect(MENU)).toBe('/setting/warehouse');
  });

  it('is /login without a menu', () => {
    expect(firstPath([])).toBeUndefined();
    expect(rootRedirect([])).toBe('/login');
  });
});

describe('buildRouteTable / resolvePath', () => {
  const table = buildRouteTable(MENU, BUILTINS, ['clerk']);

  it('puts the role-filtered built-ins before the menu', () => {
    expect(table.tree.map((n) => n.name)).toEqual(['dashboard', 'setting', 'ext']);
  });

  it('leaves out a built-in route the menu already has', () => {
    const menu: MenuEntry[] = [
      {
        name: 'home',
        path: '/home',
        meta: { title: '首页' },
        children: [{ name: 'dash', path: '/dashboard', component: 'dashboard/index', meta: { title: '控制台' } }],
      },
    ];
    const t = buildRouteTable(menu, BUILTINS, []);
    expect(t.tree.map((n) => n.name)).toEqual(['home']);
    expect(resolvePath(t, '/dashboard')).toMatchObject({ kind: 'page', ancestors: [{ name: 'home' }] });
  });

  it('resolves pages with their ancestors and params', () => {
    const r = resolvePath(table, '/setting/warehouse/12');
    expect(r.kind).toBe('page');
    if (r.kind !== 'page') return;
    expect(r.node.name).toBe('whDetail');
    expect(r.params.id).toBe('12');
    expect(r.ancestors.map((a) => a.name)).toEqual(['setting']);
    expect(resolvePath(table, '/setting/warehouse')).toMatchObject({ kind: 'page', node: { name: 'warehouse' } });
    expect(resolvePath(table, '/i/docs')).toMatchObject({ kind: 'page', node: { name: 'docs' } });
  });

  it('redirects groups to their redirect or first child', () => {
    expect(resolvePath(table, '/setting')).toEqual({ kind: 'redirect', to: '/setting/warehouse' });
    expect(resolvePath(table, '/ext')).toEqual({ kind: 'redirect', to: '/i/docs' });
  });

  it('falls through to not found, including routes hidden by role and links', () => {
    expect(resolvePath(table, '/nope')).toEqual({ kind: 'notFound' });
    expect(resolvePath(table, '/audit')).toEqual({ kind: 'notFound' });
    expect(resolvePath(table, 'https://example.com')).toEqual({ kind: 'notFound' });
  });
});

describe('nodeTitle', () => {
  it('uses the English title in English, falling back to Chinese', () => {
    expect(nodeTitle({ title: '仓库', titleEn: 'Warehouse' }, 'en')).toBe('Warehouse');
    expect(nodeTitle({ title: '库位' }, 'en')).toBe('库位');
    expect(nodeTitle({ title: '仓库', titleEn: 'Warehouse' }, 'zh-CN')).toBe('仓库');
  });
});

describe('sub-screens of a list (app/subpages.ts)', () => {
  const menu: MenuEntry[] = [
    {
      name: 'inbound',
      path: '/inbound',
      meta: { title: '入库' },
      children: [{ name: 'inbound-order', path: '/inbound/order', component: 'inbound/order', meta: { title: '入库单' } }],
    },
  ];
  const table = buildRouteTable(menu, [], []);

  it('routes add, edit and detail under the list, hidden, with the list in the trail', () => {
    const detail = resolvePath(table, '/inbound/order/12');
    expect(detail).toMatchObject({
      kind: 'page',
      node: { component: 'inbound/order/detail', hidden: true },
      params: { id: '12' },
    });
    if (detail.kind === 'page') expect(detail.ancestors.map((a) => a.name)).toEqual(['inbound', 'inbound-order']);
    expect(resolvePath(table, '/inbound/order/12/edit')).toMatchObject({
      kind: 'page',
      node: { component: 'inbound/order/edit' },
      params: { id: '12' },
    });
    expect(resolvePath(table, '/inbound/order/add')).toMatchObject({ kind: 'page', node: { component: 'inbound/order/add' } });
    expect(resolvePath(table, '/inbound/order')).toMatchObject({ kind: 'page', node: { component: 'inbound/order' } });
  });

  it('keeps the list a page of its own: the first path of a menu that starts with it', () => {
    expect(firstPath(menu)).toBe('/inbound/order');
  });

  it('gives the outbound order list its add, edit and detail screens the same way, each a page', () => {
    const ob = buildRouteTable(
      [{ name: 'outbound-order', path: '/outbound/order', component: 'outbound/order', meta: { title: '出库单' } }],
      [],
      [],
    );
    for (const [path, component] of [
      ['/outbound/order/7', 'outbound/order/detail'],
      ['/outbound/order/7/edit', 'outbound/order/edit'],
      ['/outbound/order/add', 'outbound/order/add'],
    ]) {
      expect(resolvePath(ob, path!)).toMatchObject({ kind: 'page', node: { component, hidden: true } });
      expect(pageKind(component)).toBe('page');
    }
  });

  it('titles every sub-screen in both languages, never with its key', () => {
    const lists = ['inbound/order', 'outbound/order', 'inbound/transit', 'outbound/mr', 'outbound/task', 'outbound/pick'];
    const subs = lists.flatMap((component) => subpagesOf({ name: 'x', path: '/x', component, meta: { title: 'x' } }));
    expect(subs.length).toBe(14);
    for (const s of subs) {
      expect(s.meta.title, s.component).not.toMatch(/^route\./);
      expect(s.meta.titleEn, s.component).toMatch(/^[A-Z][a-z]+ [a-z ]+$/);
    }
  });
});
