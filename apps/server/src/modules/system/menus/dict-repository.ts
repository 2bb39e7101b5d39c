import { sysDict as dictDef } from '@wms/contract/system-menu';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { sysDict } from '../../../db/schema/index.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';

export const dictEntries = (db: DbOrTx, name: string) =>
  db.select().from(sysDict).where(eq(sysDict.name, name)).orderBy(asc(sysDict.sort), asc(sysDict.id));

/** The dictionary list (`/system/dict`) through the generic filter, sort and paging. */
export const dictRepo = new ResourceRepository(
  { def: dictDef, table: sysDict as PgTable, columns: getTableColumns(sysDict) as Record<string, AnyPgColumn>, hooks: {} },
  () => {
    throw new Error('the dictionary has no references');
  },
);

export async function dictById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(sysDict).where(eq(sysDict.id, id)).for('update');
  return row;
}

/** Only labels and order change: the codes are the contract's. */
export async function updateDictLabels(db: DbOrTx, id: number, values: { labelZh: string; labelEn: string; sort?: number }) {
  const [row] = await db.update(sysDict).set(values).where(eq(sysDict.id, id)).returning();
  return row;
}
