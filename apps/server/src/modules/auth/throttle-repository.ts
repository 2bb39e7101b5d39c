import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysLoginThrottle } from '../../db/schema/index.ts';

/**
 * Failed sign-ins counted per key (docs/decisions/system-and-security.md "Sign-in throttling nobody
 * can use to lock someone out"). An attempt reserves its place in a count before the password or
 * code is compared, in one statement, so parallel requests on any number of processes can never
 * compare more than a key allows.
 */
const windowOf = (minutes: number) => sql.raw(`interval '${Math.trunc(minutes)} minutes'`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A fixed window of `minutes` from the first failure, then a lock: counts one attempt under `key`
 * and returns its place in the window (1 = first), or null when the key is locked or `threshold`
 * attempts are already counted. A lapsed lock or window starts afresh.
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
  const [row] = rowsOf<{ failures: number }>(result);
  return row ? Number(row.failures) : null;
}

/** Counts one attempt under `key` in a fixed window of `minutes` and returns the count; never refuses. */
export async function countAttempt(db: DbOrTx, key: string, minutes: number): Promise<number> {
  const fresh = sql`t.window_start < now() - ${windowOf(minutes)}`;
  const result = await db.execute(sql`
    insert into sys_login_throttle as t (key, failures, window_start)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when ${fresh} then 1 else t.failures + 1 end,
      window_start = case when ${fresh} then now() else t.window_start end
    returning failures`);
  return Number(rowsOf<{ failures: number }>(result)[0]?.failures ?? 1);
}

export type DelayedAttempt =
  /** Reserved: its place, and the seconds of the delay its own reservation started (from the `free`-th attempt on), else 0. */
  | { place: number; delaySeconds: number }
  /** Refused: the seconds left of the delay the key is waiting out. */
  | { place: null; delaySeconds: number };

/**
 * Growing delays: the first `free - 1` attempts under `key` pass; from the `free`-th on, reserving
 * an attempt also starts the next delay, 1, 2, 4 … minutes, at most `maxMinutes`, during which every
 * attempt is refused unreserved. Starting the delay in the reservation itself means that of parallel
 * attempts after a delay only one is compared, on any number of processes. The count starts afresh
 * `maxMinutes` after its window began (below `free`) or after its last delay ended; the caller
 * forgets the key on a success.
 */
export async function reserveDelayed(db: DbOrTx, key: string, free: number, maxMinutes: number): Promise<DelayedAttempt> {
  const window = windowOf(maxMinutes);
  const fresh = sql`(t.locked_until is null and t.window_start < now() - ${window})
    or (t.locked_until is not null and t.locked_until < now() - ${window})`;
  const place = sql`case when ${fresh} then 1 else t.failures + 1 end`;
  const delay = (n: SQL) => sql`case when ${n} >= ${free}
    then now() + interval '1 minute' * least(power(2, least(${n} - ${free}, 20)), ${Math.trunc(maxMinutes)})
    else null end`;
  const result = await db.execute(sql`
    insert into sys_login_throttle as t (key, failures, window_start, locked_until)
    values (${key}, 1, now(), ${delay(sql`1`)})
    on conflict (key) do update set
      failures = ${place},
      window_start = case when ${fresh} then now() else t.window_start end,
      locked_until = ${delay(place)}
    where ${fresh} or t.locked_until is null or t.locked_until <= now()
    returning failures, coalesce(extract(epoch from locked_until - now()), 0)::float8 as "delaySeconds"`);
  const [row] = rowsOf<{ failures: number; delaySeconds: number }>(result);
  if (row) return { place: Number(row.failures), delaySeconds: Number(row.delaySeconds) };
  // Read after the refusal, so a delay a parallel attempt just started is seen; a success may have ended it since.
  const [left] = rowsOf<{ s: number | null }>(
    await db.execute(
      sql`select extract(epoch from locked_until - now())::float8 as s from sys_login_throttle where key = ${key}`,
    ),
  );
  return { place: null, delaySeconds: Math.max(1, Number(left?.s ?? 1)) };
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

/** Drops counts whose window and lock ended `minutes` ago (the longest window in use), so names tried once do not accumulate. */
export async function purgeStale(db: DbOrTx, minutes: number) {
  const window = windowOf(minutes);
  await db.execute(sql`
    delete from sys_login_throttle
    where window_start < now() - ${window} and (locked_until is null or locked_until < now() - ${window})`);
}
