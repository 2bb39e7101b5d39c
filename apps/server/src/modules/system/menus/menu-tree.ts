import { grants } from '@wms/contract/permissions';
import type { MenuRow } from './menu-repository.ts';

export interface MenuNode {
  name: string;
  path: string;
  component: string | null;
  redirect?: string;
  meta: {
    title: string;
    titleEn: string;
    icon?: string;
    type: string;
    role?: string[];
    fullpage?: boolean;
    breadcrumb?: boolean;
    url?: string;
  };
  children?: MenuNode[];
}

/**
 * The MENU tree of spec §3, limited to what the user may see: a leaf needs its permission, an
 * entry with a role list needs one of those roles (with its children), and a folder is kept only
 * while it has a visible child. The console filters by role too; the server does it so a menu
 * entry limited to some roles is not even sent to the others.
 */
export function buildMenuTree(rows: MenuRow[], user: { permissions: readonly string[]; roles: readonly string[] }): MenuNode[] {
  const { permissions, roles } = user;
  const byParent = new Map<number | null, MenuRow[]>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId: number | null): MenuNode[] => {
    const out: MenuNode[] = [];
    for (const r of byParent.get(parentId) ?? []) {
      if (r.hidden) continue;
      if (r.role?.length && !r.role.some((x) => roles.includes(x))) continue;
      const children = build(r.id);
      const isFolder = byParent.has(r.id);
      if (isFolder && children.length === 0) continue;
      if (!isFolder && r.permission && !grants(permissions, r.permission)) continue;
      const node: MenuNode = {
        name: r.name,
        path: r.path,
        component: r.component,
        meta: {
          title: r.title,
          titleEn: r.titleEn,
          type: r.type,
          ...(r.icon ? { icon: r.icon } : {}),
          ...(r.role ? { role: r.role } : {}),
          ...(r.fullpage ? { fullpage: true } : {}),
          ...(r.breadcrumb ? {} : { breadcrumb: false }),
          ...(r.url ? { url: r.url } : {}),
        },
      };
      if (children.length) {
        node.children = children;
        node.redirect = r.redirect ?? children[0]?.path;
      }
      out.push(node);
    }
    return out;
  };
  return build(null);
}
