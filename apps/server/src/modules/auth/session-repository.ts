import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysRole, sysSession, sysUser, sysUserRole } from '../../db/schema/index.ts';

export interface SessionRow {
  sessionId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  remember: boolean;
  userId: number;
  account: string;
  name: string;
  enabled: boolean;
}

function sessionWithGrantsQuery(db: DbOrTx) {
  return db
    .select({
      sessionId: sysSession.id,
      expiresAt: sysSession.expiresAt,
      revokedAt: sysSession.revokedAt,
      remember: sysSession.remember,
      userId: sysUser.id,
      account: sysUser.account,
      name: sysUser.name,
      enabled: sysUser.enabled,
      roles: sql<string[]>`coalesce((select jsonb_agg(r.code) from ${sysUserRole} ur join ${sysRole} r on r.id = ur.role_id
        where ur.user_id = ${sysUser.id}), '[]'::jsonb)`,
      // The union of the user's roles' permissions and their own grants (as userGrants below).
      permissions: sql<string[]>`coalesce((select jsonb_agg(distinct g.p) from (
          select jsonb_array_elements_text(r.permissions) p from ${sysUserRole} ur join ${sysRole} r on r.id = ur.role_id
            where ur.user_id = ${sysUser.id}
          union select jsonb_array_elements_text(${sysUser.permissions})) g), '[]'::jsonb)`,
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(eq(sysSession.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('auth_session_with_grants');
}

const prepared = new WeakMap<DbOrTx, ReturnType<typeof sessionWithGrantsQuery>>();

/**
 * The session with its user's roles and permissions, in one round trip: every authenticated
 * request makes this call. It is built once per database handle and sent as a named prepared
 * statement, so neither the ORM nor PostgreSQL plans it again on every request: building and
 * planning its subqueries cost more than running it (docs/decisions/performance.md "What a list call costs besides its SQL").
 */
export async function findSessionWithGrants(
  db: DbOrTx,
  tokenHash: string,
): Promise<(SessionRow & { roles: string[]; permissions: string[] }) | undefined> {
  let q = prepared.get(db);
  if (!q) {
    q = sessionWithGrantsQuery(db);
    prepared.set(db, q);
  }
  const [row] = await q.execute({ hash: tokenHash });
  return row;
}

/** A user's permissions: the union of their roles' and their own grants, read afresh on every request. */
export async function userGrants(db: DbOrTx, userId: number): Promise<{ roles: string[]; permissions: string[] }> {
  const [own] = await db.select({ permissions: sysUser.permissions }).from(sysUser).where(eq(sysUser.id, userId));
  const rows = await db
    .select({ code: sysRole.code, permissions: sysRole.permissions })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
  const permissions = [...new Set([...rows.flatMap((r) => r.permissions), ...(own?.permissions ?? [])])];
  return { roles: rows.map((r) => r.code), permissions };
}

export async function createSession(
  db: DbOrTx,
  v: { tokenHash: string; userId: number; remember: boolean; expiresAt: Date; ip: string },
) {
  await db.insert(sysSession).values(v);
}

export async function extendSession(db: DbOrTx, sessionId: number, expiresAt: Date) {
  await db.update(sysSession).set({ expiresAt }).where(eq(sysSession.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sysSession)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sysSession.id, sessionId), isNull(sysSession.revokedAt)));
}

/** Expired sessions are kept a week so an old token still gets "token expired" rather than "unknown". */
export async function purgeOldSessions(db: DbOrTx) {
  await db.delete(sysSession).where(lt(sysSession.expiresAt, sql`now() - interval '7 days'`));
}
