import type { DbOrTx } from './client.ts';

/** What a prepared statement runs with: its placeholders' values. */
export interface Runnable {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

/**
 * A query builder's unnamed prepared statement: built once, run with new values, planned by PostgreSQL each
 * time. Building a statement's text costs the ORM more per call than PostgreSQL spends planning it.
 */
export const unnamed = (q: { prepare(name: string): unknown }) => (q.prepare as (name?: string) => Runnable).call(q);

/** The value kept for a database handle (the process's pool, or one transaction), made on its first use. */
export function perHandle<V>(maps: WeakMap<DbOrTx, V>, db: DbOrTx, make: () => V): V {
  let v = maps.get(db);
  if (v === undefined) {
    v = make();
    maps.set(db, v);
  }
  return v;
}
