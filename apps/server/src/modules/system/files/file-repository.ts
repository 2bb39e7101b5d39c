import { sysFile as fileDef } from '@wms/contract/system-file';
import { count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { sysFile } from '../../../db/schema/index.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';

export type FileRow = typeof sysFile.$inferSelect;
type NewFile = Omit<typeof sysFile.$inferInsert, 'id' | 'createdAt'>;

/** The list, filters, sort and export of all files through the generic engine (no references). */
export const fileListRepo = new ResourceRepository(
  { def: fileDef, table: sysFile as PgTable, columns: getTableColumns(sysFile) as Record<string, AnyPgColumn>, hooks: {} },
  () => {
    throw new Error('files have no references');
  },
);

export const fileRepo = {
  /**
   * Records a file unless its owner already keeps `cap` of them: one statement, so two uploads
   * at once cannot both pass the count (the owner's row is locked for the count).
   */
  async insertWithin(db: DbOrTx, f: NewFile, cap: number): Promise<FileRow | undefined> {
    return db.transaction(async (tx) => {
      if (f.ownerId != null) await tx.execute(sql`select 1 from sys_user where id = ${f.ownerId} for update`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(sysFile)
        .where(f.ownerId == null ? sql`false` : eq(sysFile.ownerId, f.ownerId));
      if (Number(n) >= cap) return undefined;
      const [row] = await tx.insert(sysFile).values(f).returning();
      return row;
    });
  },

  async byStored(db: DbOrTx, stored: string): Promise<FileRow | undefined> {
    const [row] = await db.select().from(sysFile).where(eq(sysFile.stored, stored));
    return row;
  },

  async byIds(db: DbOrTx, ids: number[]): Promise<FileRow[]> {
    return ids.length ? db.select().from(sysFile).where(inArray(sysFile.id, ids)) : [];
  },

  async remove(db: DbOrTx, ids: number[]): Promise<void> {
    if (ids.length) await db.delete(sysFile).where(inArray(sysFile.id, ids));
  },

  /** A user's own files, newest first, with their count and total size. */
  async mine(db: DbOrTx, ownerId: number, page: number, length: number) {
    const where = eq(sysFile.ownerId, ownerId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(sysFile)
        .where(where)
        .orderBy(desc(sysFile.createdAt), desc(sysFile.id))
        .limit(length)
        .offset((page - 1) * length),
      db
        .select({ n: count(), bytes: sql<string>`coalesce(sum(${sysFile.size}), 0)` })
        .from(sysFile)
        .where(where),
    ]);
    return { rows, count: Number(total?.n ?? 0), bytes: Number(total?.bytes ?? 0) };
  },
};
