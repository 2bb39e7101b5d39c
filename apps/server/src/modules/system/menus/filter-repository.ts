import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sysUserFilter } from '../../../db/schema/index.ts';

export const listFilters = (db: DbOrTx, userId: number, resource: string) =>
  db
    .select({ id: sysUserFilter.id, title: sysUserFilter.title, filter: sysUserFilter.filter })
    .from(sysUserFilter)
    .where(and(eq(sysUserFilter.userId, userId), eq(sysUserFilter.resource, resource)))
    .orderBy(asc(sysUserFilter.title));

export async function saveFilter(
  db: DbOrTx,
  v: { userId: number; resource: string; title: string; filter: Record<string, string> },
) {
  const [row] = await db
    .insert(sysUserFilter)
    .values(v)
    .onConflictDoUpdate({
      target: [sysUserFilter.userId, sysUserFilter.resource, sysUserFilter.title],
      set: { filter: v.filter },
    })
    .returning({ id: sysUserFilter.id, title: sysUserFilter.title, filter: sysUserFilter.filter });
  return row!;
}

/** Only the owner's own favourite is deleted. */
export async function deleteFilter(db: DbOrTx, userId: number, id: number) {
  const rows = await db
    .delete(sysUserFilter)
    .where(and(eq(sysUserFilter.id, id), eq(sysUserFilter.userId, userId)))
    .returning({ id: sysUserFilter.id });
  return rows.length;
}
