import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysMenu } from '../../db/schema/index.ts';

export type MenuRow = typeof sysMenu.$inferSelect;

export const allMenus = (db: DbOrTx): Promise<MenuRow[]> => db.select().from(sysMenu).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
