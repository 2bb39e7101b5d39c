import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysLoginThrottle, sysUser } from '../../db/schema/index.ts';

export async function addressLockedUntil(db: DbOrTx, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: sysLoginThrottle.lockedUntil })
    .from(sysLoginThrottle)
    .where(eq(sysLoginThrottle.key, key));
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}

/** Counts a failure inside a window of `minutes`; locks the address when the count reaches `threshold`. Atomic, so concurrent processes agree. */
export async function recordAddressFailure(db: DbOrTx, key: string, threshold: number, minutes: number) {
  const window = sql.raw(`interval '${Math.trunc(minutes)} minutes'`);
  await db.execute(sql`
    insert into sys_login_throttle as t (key, failures, window_start)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when t.window_start < now() - ${window} then 1 else t.failures + 1 end,
      window_start = case when t.window_start < now() - ${window} then now() else t.window_start end,
      locked_until = case when t.window_start >= now() - ${window} and t.failures + 1 >= ${threshold} then now() + ${window} else t.locked_until end`);
}

export async function clearAddress(db: DbOrTx, key: string) {
  await db.delete(sysLoginThrottle).where(eq(sysLoginThrottle.key, key));
}

export async function recordUserFailure(db: DbOrTx, userId: number, threshold: number, minutes: number) {
  const window = sql.raw(`interval '${Math.trunc(minutes)} minutes'`);
  await db
    .update(sysUser)
    .set({
      failedCount: sql`${sysUser.failedCount} + 1`,
      lockedUntil: sql`case when ${sysUser.failedCount} + 1 >= ${threshold} then now() + ${window} else ${sysUser.lockedUntil} end`,
    })
    .where(eq(sysUser.id, userId));
}

export async function clearUserFailures(db: DbOrTx, userId: number) {
  await db.update(sysUser).set({ failedCount: 0, lockedUntil: null }).where(eq(sysUser.id, userId));
}
