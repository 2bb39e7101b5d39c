import type { TTableColumn } from '@wms/contract/system-table';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sysTableConfig } from '../../../db/schema/index.ts';

/** All SQL of the table configuration. */
export const tableConfigRepository = {
  async get(db: DbOrTx, name: string) {
    const [r] = await db.select().from(sysTableConfig).where(eq(sysTableConfig.name, name));
    return r;
  },

  list: (db: DbOrTx) =>
    db
      .select({ name: sysTableConfig.name, updatedAt: sysTableConfig.updatedAt })
      .from(sysTableConfig)
      .orderBy(sysTableConfig.name),

  async save(db: DbOrTx, name: string, columns: TTableColumn[], userId: number | null) {
    const [r] = await db
      .insert(sysTableConfig)
      .values({ name, columns, updatedBy: userId })
      .onConflictDoUpdate({ target: sysTableConfig.name, set: { columns, updatedBy: userId, updatedAt: sql`now()` } })
      .returning();
    return r!;
  },

  async remove(db: DbOrTx, name: string) {
    const [r] = await db.delete(sysTableConfig).where(eq(sysTableConfig.name, name)).returning();
    return r;
  },
};
