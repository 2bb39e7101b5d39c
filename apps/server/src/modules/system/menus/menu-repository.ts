import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sysMenu } from '../../../db/schema/index.ts';

export type MenuRow = typeof sysMenu.$inferSelect;
export type MenuValues = Partial<typeof sysMenu.$inferInsert>;

export const allMenus = (db: DbOrTx): Promise<MenuRow[]> => db.select().from(sysMenu).orderBy(asc(sysMenu.sort), asc(sysMenu.id));

export async function menuById(db: DbOrTx, id: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.id, id)).for('update');
  return row;
}

export async function menuByName(db: DbOrTx, name: string): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.name, name));
  return row;
}

export async function insertMenu(db: DbOrTx, values: MenuValues & Pick<MenuRow, 'name' | 'path' | 'title' | 'titleEn'>) {
  const [row] = await db.insert(sysMenu).values(values).returning();
  return row!;
}

export async function updateMenu(db: DbOrTx, id: number, values: MenuValues) {
  const [row] = await db.update(sysMenu).set(values).where(eq(sysMenu.id, id)).returning();
  return row!;
}

export async function childCount(db: DbOrTx, id: number): Promise<number> {
  return (await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.parentId, id))).length;
}

export const deleteMenus = (db: DbOrTx, ids: number[]) => db.delete(sysMenu).where(inArray(sysMenu.id, ids));
