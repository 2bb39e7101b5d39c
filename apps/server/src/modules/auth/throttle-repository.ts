import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysLoginThrottle } from '../../db/schema/index.ts';

/**
 * Failed sign-ins are counted per key (`account:<name>` whether or not the account exists, and
 * `ip:<address>`) within a window of `minutes`. An attempt reserves its place in the count before
 * the password is verified, in one statement, so parallel requests on any number of processes can
 * never verify more than `threshold` passwords per window.
 */
const windowOf = (minutes: number) => sql.raw(`interval '${Math.trunc(minutes)} minutes'`);

/**
 * Counts one attempt under `key` and returns its place in the window (1 = first), or null when
 * the key is locked or `threshold` attempts are already counted. A lapsed lock or window starts afresh.
 */
export async function reserveAttempt(db: DbOrTx, key: string, threshold: number, minutes: number): Promise<number | null> {
  const window = windowOf(minutes);
  const fresh = sql`(t.locked_until is not null and t.locked_until <= now())
    or (t.locked_until is null and t.window_start < now() - ${window})`;
  const result = await db.execute(sql`
    insert into sys_login_throttle as t (key, failures, window_start)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when ${fresh} then 1 else t.failures + 1 end,
      window_start = case when ${fresh} then now() else t.window_start end,
      locked_until = null
    where ${fresh} or (t.locked_until is null and t.failures < ${threshold})
    returning failures`);
  const [row] = (result as unknown as { rows: { failures: number }[] }).rows;
  return row ? Number(row.failures) : null;
}

/** Locks `key` for `minutes` from now. */
export async function lockKey(db: DbOrTx, key: string, minutes: number) {
  await db
    .update(sysLoginThrottle)
    .set({ lockedUntil: sql`now() + ${windowOf(minutes)}` })
    .where(eq(sysLoginThrottle.key, key));
}

/** When the lock on `key` ends; null while attempts are full but not yet locked (they are being verified). */
export async function lockedUntil(db: DbOrTx, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: sysLoginThrottle.lockedUntil })
    .from(sysLoginThrottle)
    .where(eq(sysLoginThrottle.key, key));
  return row?.lockedUntil ?? null;
}

/** Gives back one reserved attempt that turned out not to be a failure. */
export async function releaseAttempt(db: DbOrTx, key: string) {
  await db
    .update(sysLoginThrottle)
    .set({ failures: sql`greatest(${sysLoginThrottle.failures} - 1, 0)` })
    .where(eq(sysLoginThrottle.key, key));
}

/** Forgets every failure counted under `key`. */
export async function clearKey(db: DbOrTx, key: string) {
  await db.delete(sysLoginThrottle).where(eq(sysLoginThrottle.key, key));
}

/** Drops counts whose window and lock are over, so names tried once do not accumulate. */
export async function purgeStale(db: DbOrTx, minutes: number) {
  const window = windowOf(minutes);
  await db.execute(sql`
    delete from sys_login_throttle
    where window_start < now() - ${window} and (locked_until is null or locked_until < now())`);
}
