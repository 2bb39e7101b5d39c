import type { TMenuRow } from '@wms/contract/system-menu';
import { api } from '../../../shared/api/request.ts';

/** `/system/menu` (docs/api.md "Menus and dictionary"; the dictionary's call: ../dictionary/dictApi.ts). */
export interface MenuNode extends TMenuRow {
  children?: MenuNode[];
}

export type MenuBody = Partial<
  Pick<TMenuRow, 'name' | 'title' | 'titleEn' | 'icon' | 'type' | 'path' | 'url' | 'fullpage' | 'role' | 'sort' | 'hidden'>
> & { parentId?: number | null };

export const fetchMenus = async () => (await api.get<{ data: TMenuRow[] }>('/system/menu/_list')).data;
export const addMenu = (b: MenuBody) => api.post('/system/menu/~add', b, { silent: true });
export const updateMenu = (id: number, b: MenuBody) => api.post('/system/menu/~update', { id, ...b }, { silent: true });
export const deleteMenu = (id: number) => api.post<{ message: string }>('/system/menu/~delete', { id });

/** Nests the flat rows under their parents, keeping the server's order among siblings. */
export function nestMenus(rows: TMenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(rows.map((r) => [r.id, { ...r }]));
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}
