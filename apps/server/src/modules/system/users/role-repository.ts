import { sysRole as roleDef } from '@wms/contract/system';
import type { TTableQuery } from '@wms/contract/table';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { sysRole, sysUserRole } from '../../../db/schema/index.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';

export type RoleRow = typeof sysRole.$inferSelect;

export const allRoles = (db: DbOrTx) =>
  db
    .select({ id: sysRole.id, code: sysRole.code, name: sysRole.name, permissions: sysRole.permissions })
    .from(sysRole)
    .orderBy(asc(sysRole.code));

export const roleById = async (db: DbOrTx, id: number) => (await db.select().from(sysRole).where(eq(sysRole.id, id)).limit(1))[0];

export const roleCodeTaken = async (db: DbOrTx, code: string, exceptId = 0) =>
  (await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, code))).some((r) => r.id !== exceptId);

export async function insertRole(tx: DbOrTx, v: { code: string; name: string; permissions: string[] }) {
  const [row] = await tx.insert(sysRole).values(v).returning({ id: sysRole.id });
  return row!.id;
}

export async function updateRole(tx: DbOrTx, id: number, v: { code: string; name: string; permissions: string[] }) {
  await tx
    .update(sysRole)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(sysRole.id, id));
}

export async function usersOfRole(tx: DbOrTx, id: number) {
  const [row] = await tx.select({ n: count() }).from(sysUserRole).where(eq(sysUserRole.roleId, id));
  return Number(row?.n ?? 0);
}

export async function deleteRole(tx: DbOrTx, id: number) {
  await tx.delete(sysRole).where(eq(sysRole.id, id));
}

const listColumns = {
  id: sysRole.id,
  code: sysRole.code,
  name: sysRole.name,
  permissions: sysRole.permissions,
} as unknown as Record<string, AnyPgColumn>;
const list = new ResourceRepository({ def: roleDef, table: sysRole as PgTable, columns: listColumns, hooks: {} }, () => {
  throw new Error('the role list has no references');
});

/** One page of roles through the generic filter, sort and paging. */
export const rolePage = (db: DbOrTx, q: TTableQuery) => list.page(db, q);
