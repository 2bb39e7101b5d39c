import { sysApiKey as keyDef } from '@wms/contract/system-apikey';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { sysApiKey, sysRole, sysUser, sysUserRole } from '../../../db/schema/index.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';

/** What a request made with a key needs: the key's state and its user's roles and permissions. */
export interface KeyPrincipalRow {
  keyId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  userId: number;
  account: string;
  name: string;
  enabled: boolean;
  roles: string[];
  permissions: string[];
}

function keyWithGrantsQuery(db: DbOrTx) {
  return db
    .select({
      keyId: sysApiKey.id,
      expiresAt: sysApiKey.expiresAt,
      revokedAt: sysApiKey.revokedAt,
      userId: sysUser.id,
      account: sysUser.account,
      name: sysUser.name,
      enabled: sysUser.enabled,
      roles: sql<string[]>`coalesce((select jsonb_agg(r.code) from ${sysUserRole} ur join ${sysRole} r on r.id = ur.role_id
        where ur.user_id = ${sysUser.id}), '[]'::jsonb)`,
      // Only the role's: a key's user holds no grants of its own (the grant route refuses machine users).
      permissions: sql<
        string[]
      >`coalesce((select jsonb_agg(distinct p) from ${sysUserRole} ur join ${sysRole} r on r.id = ur.role_id,
        jsonb_array_elements_text(r.permissions) p where ur.user_id = ${sysUser.id}), '[]'::jsonb)`,
    })
    .from(sysApiKey)
    .innerJoin(sysUser, and(eq(sysUser.id, sysApiKey.userId), eq(sysUser.machine, true)))
    .where(eq(sysApiKey.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('auth_api_key_with_grants');
}

const prepared = new WeakMap<DbOrTx, ReturnType<typeof keyWithGrantsQuery>>();

/** The key of a token's hash with its user's grants, in one round trip (as findSessionWithGrants). */
export async function findKeyWithGrants(db: DbOrTx, tokenHash: string): Promise<KeyPrincipalRow | undefined> {
  let q = prepared.get(db);
  if (!q) {
    q = keyWithGrantsQuery(db);
    prepared.set(db, q);
  }
  const [row] = await q.execute({ hash: tokenHash });
  return row;
}

/** The key's last use, unless another call (of any process) wrote it within the minute. */
export async function touchKey(db: DbOrTx, keyId: number, ip: string | null) {
  await db
    .update(sysApiKey)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
    .where(
      and(
        eq(sysApiKey.id, keyId),
        sql`(${sysApiKey.lastUsedAt} is null or ${sysApiKey.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}

export const liveKeyNamed = async (db: DbOrTx, name: string) =>
  (
    await db
      .select({ id: sysApiKey.id })
      .from(sysApiKey)
      .where(and(eq(sysApiKey.name, name), isNull(sysApiKey.revokedAt)))
      .limit(1)
  ).length > 0;

export const keyById = async (db: DbOrTx, id: number) =>
  (await db.select().from(sysApiKey).where(eq(sysApiKey.id, id)).limit(1))[0];

/** The key's own user: no password anyone can give (`!` is no argon2 hash), no e-mail or phone, no department. */
export async function insertMachineUser(tx: DbOrTx, v: { account: string; name: string }) {
  const [row] = await tx
    .insert(sysUser)
    .values({ ...v, passwordHash: '!', machine: true })
    .returning({ id: sysUser.id });
  return row!.id;
}

export async function insertKey(
  tx: DbOrTx,
  v: { name: string; userId: number; roleId: number; prefix: string; tokenHash: string; expiresAt: Date; createdBy: number },
) {
  const [row] = await tx.insert(sysApiKey).values(v).returning({ id: sysApiKey.id });
  return row!.id;
}

/**
 * Revokes the key and disables its user in one transaction; the user gives its role up, so a revoked key never
 * keeps a role from being deleted. Both tables notify every process (migrations 0027, 0049).
 */
export async function revokeKey(tx: DbOrTx, key: { id: number; userId: number }, by: number) {
  await tx
    .update(sysApiKey)
    .set({ revokedAt: sql`now()`, revokedBy: by })
    .where(and(eq(sysApiKey.id, key.id), isNull(sysApiKey.revokedAt)));
  await tx.update(sysUser).set({ enabled: false, updatedAt: sql`now()` }).where(eq(sysUser.id, key.userId));
  await tx.delete(sysUserRole).where(eq(sysUserRole.userId, key.userId));
}

/** Every role, for the dialog's choice. */
export const roleChoices = (db: DbOrTx) =>
  db.select({ id: sysRole.id, code: sysRole.code, name: sysRole.name }).from(sysRole).orderBy(asc(sysRole.code));

/** Live, expired or revoked, as of the statement. */
const status = sql<string>`case when ${sysApiKey.revokedAt} is not null then 'revoked'
  when ${sysApiKey.expiresAt} <= now() then 'expired' else 'live' end`;

const columns = {
  id: sysApiKey.id,
  name: sysApiKey.name,
  role: sql<string | null>`(select r.name from ${sysRole} r where r.id = ${sysApiKey.roleId})`,
  prefix: sysApiKey.prefix,
  status,
  expiresAt: sysApiKey.expiresAt,
  lastUsedAt: sysApiKey.lastUsedAt,
  lastUsedIp: sysApiKey.lastUsedIp,
  createdBy: sql<string | null>`(select u.account from ${sysUser} u where u.id = ${sysApiKey.createdBy})`,
  createdAt: sysApiKey.createdAt,
  revokedAt: sysApiKey.revokedAt,
} as unknown as Record<string, AnyPgColumn>;

/** The list of keys through the generic filter, sort and paging: never the token's hash. */
export const keyList = new ResourceRepository({ def: keyDef, table: sysApiKey as PgTable, columns, hooks: {} }, () => {
  throw new Error('the key list has no references');
});
