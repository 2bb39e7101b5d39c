import { sysLog as logDef } from '@wms/contract/system-log';
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { sysLog } from '../../../db/schema/index.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';

export type LogEntry = typeof sysLog.$inferInsert;

/** One line, its own statement: never inside the transaction of the change it records. */
export async function insertLog(db: DbOrTx, entry: LogEntry): Promise<void> {
  await db.insert(sysLog).values(entry);
}

/** The list, filters, sort and export of the log through the generic engine (it has no references). */
export const logRepo = new ResourceRepository(
  { def: logDef, table: sysLog as PgTable, columns: getTableColumns(sysLog) as Record<string, AnyPgColumn>, hooks: {} },
  () => {
    throw new Error('the log has no references');
  },
);

/** A user's own sign-ins, newest first (the user centre). */
export async function mySignIns(db: DbOrTx, userId: number, page: number, length: number) {
  const where = and(eq(sysLog.userId, userId), eq(sysLog.kind, 'signin'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: sysLog.id, createdAt: sysLog.createdAt, ip: sysLog.ip, success: sysLog.success, message: sysLog.message })
      .from(sysLog)
      .where(where)
      .orderBy(desc(sysLog.createdAt), desc(sysLog.id))
      .limit(length)
      .offset((page - 1) * length),
    db.select({ n: count() }).from(sysLog).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
