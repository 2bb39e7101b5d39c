import type { Db } from './client.ts';

/** deadlock_detected and serialization_failure: PostgreSQL undid the transaction and asks for it to be run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

export function isRetryable(e: unknown): boolean {
  for (let cur = e as { cause?: unknown; code?: unknown } | undefined, i = 0; cur && i < 4; cur = cur.cause as typeof cur, i++) {
    if (typeof cur.code === 'string' && RETRYABLE.has(cur.code)) return true;
  }
  return false;
}

/**
 * Runs top-level transactions again when PostgreSQL picks them as a deadlock victim. Movements lock
 * stock rows in a fixed order, but two orders exist (a put-away upserts by stock key, allocation
 * locks by id), so a put-away and an allocation on the same rows can still meet in a cycle; the
 * victim's work was rolled back whole, and services do nothing outside their transaction, so
 * running it again is safe and the user sees success instead of a 500.
 */
export function retryingTransactions(db: Db): Db {
  const run = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (fn, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(fn, config);
      } catch (e) {
        if (attempt >= ATTEMPTS || !isRetryable(e)) throw e;
        // A little random wait so the two sides do not meet again in step.
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
      }
    }
  };
  return Object.assign(db, { transaction });
}
