import type { TMenuRow, ZMenuAdd, ZMenuUpdate } from '@wms/contract/system-menu';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { MENU, type MenuSeed } from '../../../seed/menu.ts';
import { noteChange } from '../logs/audit.ts';
import {
  allMenus,
  childCount,
  deleteMenus,
  insertMenu,
  type MenuRow,
  type MenuValues,
  menuById,
  menuByName,
  updateMenu,
} from './menu-repository.ts';

const names = (items: MenuSeed[]): string[] => items.flatMap((m) => [m.name, ...names(m.children ?? [])]);
/** Entries the product ships: the seed brings them back at every start, so they are hidden, never deleted. */
const BUILTIN = new Set(names(MENU));

type AddBody = z.infer<typeof ZMenuAdd>;
type UpdateBody = z.infer<typeof ZMenuUpdate>;

const row = (r: MenuRow): TMenuRow => ({
  id: r.id,
  parentId: r.parentId,
  name: r.name,
  path: r.path,
  component: r.component,
  title: r.title,
  titleEn: r.titleEn,
  icon: r.icon,
  type: r.type,
  role: r.role ?? null,
  fullpage: r.fullpage,
  url: r.url,
  permission: r.permission,
  sort: r.sort,
  hidden: r.hidden,
  edited: r.edited,
  builtin: BUILTIN.has(r.name),
});

/** Where an entry is routed: an iframe at /i/{name} (spec §2), others at their own path or /{name}. */
function routing(name: string, type: string, path: string | null | undefined, component: string | null | undefined) {
  if (type === 'iframe') return { path: `/i/${name}`, component: 'iframe' };
  return { path: path || `/${name}`, component: component ?? null };
}

/**
 * The editable menu tree (`/system/menu`): titles in both languages, icon, order, type, address,
 * full page, roles and hiding. An edited entry is marked so the start-up seed leaves it alone.
 */
export class MenuService {
  constructor(private readonly db: Db) {}

  list = async (): Promise<TMenuRow[]> => (await allMenus(this.db)).map(row);

  private async checkParent(tx: DbOrTx, id: number, parentId: number | null | undefined) {
    if (parentId === null || parentId === undefined) return;
    const rows = await allMenus(tx);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (!byId.has(parentId)) throw badRequest('menu.unknownParent', {}, { field: 'parentId' });
    for (let p: number | null | undefined = parentId; p; p = byId.get(p)?.parentId) {
      if (p === id) throw badRequest('menu.cycle', {}, { field: 'parentId' });
    }
  }

  add(b: AddBody): Promise<TMenuRow> {
    return this.db.transaction(async (tx) => {
      if (await menuByName(tx, b.name)) throw new AppError(409, 'menu.nameTaken', { name: b.name }, { field: 'name' });
      await this.checkParent(tx, 0, b.parentId);
      const { parentId, path, component, ...rest } = b;
      const r = await insertMenu(tx, {
        ...rest,
        parentId: parentId ?? null,
        ...routing(b.name, b.type, path, component),
        role: b.role?.length ? b.role : null,
        edited: true,
      });
      noteChange({ after: row(r) });
      return row(r);
    });
  }

  update(b: UpdateBody): Promise<TMenuRow> {
    return this.db.transaction(async (tx) => {
      const current = await menuById(tx, b.id);
      if (!current) throw notFound();
      if (b.parentId !== undefined) await this.checkParent(tx, b.id, b.parentId);
      const { id, path, component, ...rest } = b;
      const type = b.type ?? current.type;
      const values: MenuValues = { ...rest, edited: true };
      if (b.role !== undefined) values.role = b.role?.length ? b.role : null;
      if (path !== undefined || component !== undefined || b.type !== undefined) {
        Object.assign(
          values,
          routing(current.name, type, path ?? current.path, component === undefined ? current.component : component),
        );
      }
      const after = row(await updateMenu(tx, id, values));
      noteChange({ before: row(current), after });
      return after;
    });
  }

  remove(id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const current = await menuById(tx, id);
      if (!current) throw notFound();
      if (BUILTIN.has(current.name)) throw conflict('menu.builtin', { name: current.title });
      if (await childCount(tx, id)) throw conflict('menu.hasChildren', { name: current.title });
      noteChange({ before: row(current) });
      await deleteMenus(tx, [id]);
    });
  }
}
