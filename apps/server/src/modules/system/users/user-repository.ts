import { SUPERUSER } from '@wms/contract/permissions';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sysDept, sysRole, sysSession, sysUser, sysUserRole } from '../../../db/schema/index.ts';

/**
 * Every change of who holds what (users, their roles and grants, role permissions) takes this lock
 * first, so the "last superuser" count read after a change cannot race another change.
 */
const GRANTS_LOCK = 7_310_014;
export async function lockGrants(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${GRANTS_LOCK})`);
}

const superuserGrant = sql`${JSON.stringify([SUPERUSER])}::jsonb`;

/** Enabled people holding `*∕*∕*` through a role or their own grants (an API key is no one to sign in as). */
export async function countSuperusers(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.enabled, true),
        eq(sysUser.machine, false),
        sql`(${sysUser.permissions} @> ${superuserGrant} or exists (
          select 1 from ${sysUserRole} join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId}
          where ${sysUserRole.userId} = ${sysUser.id} and ${sysRole.permissions} @> ${superuserGrant}))`,
      ),
    );
  return row?.n ?? 0;
}

/** A person: an API key's user is not edited, enabled or granted through the user routes (they answer 404). */
export const userById = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.id, id), eq(sysUser.machine, false)))
      .limit(1)
  )[0];

export const accountTaken = async (db: DbOrTx, account: string) =>
  (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account)).limit(1)).length > 0;

export const deptExists = async (db: DbOrTx, id: number) =>
  (await db.select({ id: sysDept.id }).from(sysDept).where(eq(sysDept.id, id)).limit(1)).length > 0;

export const rolesByCode = (db: DbOrTx, codes: string[]) =>
  codes.length
    ? db.select().from(sysRole).where(inArray(sysRole.code, codes))
    : Promise.resolve([] as (typeof sysRole.$inferSelect)[]);

export async function rolesOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ id: sysRole.id, code: sysRole.code, permissions: sysRole.permissions })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
}

/** Role codes and department names of a page of users, by user id. */
export async function userExtras(db: DbOrTx, ids: number[]) {
  if (!ids.length) return { roles: new Map<number, string[]>(), depts: new Map<number, string>() };
  const roleRows = await db
    .select({ userId: sysUserRole.userId, code: sysRole.code })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(inArray(sysUserRole.userId, ids));
  const deptRows = await db
    .select({ userId: sysUser.id, name: sysDept.name })
    .from(sysUser)
    .innerJoin(sysDept, eq(sysDept.id, sysUser.deptId))
    .where(inArray(sysUser.id, ids));
  const roles = new Map<number, string[]>();
  for (const r of roleRows) roles.set(r.userId, [...(roles.get(r.userId) ?? []), r.code]);
  return { roles, depts: new Map(deptRows.map((d) => [d.userId, d.name])) };
}

export async function insertUser(
  tx: DbOrTx,
  v: { account: string; name: string; email: string; phone: string | null; passwordHash: string; deptId: number | null },
) {
  const [row] = await tx.insert(sysUser).values(v).returning({ id: sysUser.id });
  return row!.id;
}

export async function updateUser(
  tx: DbOrTx,
  id: number,
  v: Partial<{
    name: string;
    email: string;
    phone: string | null;
    deptId: number | null;
    enabled: boolean;
    awaitingApproval: boolean;
    passwordHash: string;
    permissions: string[];
  }>,
) {
  await tx
    .update(sysUser)
    // Enabling a user is its approval.
    .set({ ...v, ...(v.enabled ? { awaitingApproval: false } : {}), updatedAt: sql`now()` })
    .where(eq(sysUser.id, id));
}

export async function setUserRoles(tx: DbOrTx, userId: number, roleIds: number[]) {
  await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Ends the user's sessions at once, all of them or all but `keep`. */
export async function revokeUserSessions(tx: DbOrTx, userId: number, keep?: number) {
  await tx
    .update(sysSession)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sysSession.userId, userId), isNull(sysSession.revokedAt), keep === undefined ? undefined : ne(sysSession.id, keep)),
    );
}
