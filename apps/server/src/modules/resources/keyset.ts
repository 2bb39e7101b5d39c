import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Row } from './server-resource.ts';

/** The field each keyset row carries: its sort key as text (see `keyText`). */
export const KEY = '$sortKey';

/**
 * The sort key read back as text: a string parameter is typed by the column it is compared with,
 * so a timestamp keeps its microseconds (a JavaScript Date would drop them and repeat rows).
 */
export const keyText = (key: AnyPgColumn | SQL) => sql<string | null>`(${key})::text`;

export interface KeysetOrder {
  /** The sort expression; none when the order is the tie-breaker alone (e.g. by id). */
  key?: AnyPgColumn | SQL;
  dir: 'asc' | 'desc';
  nullable: boolean;
  /** "After this row" among rows holding the same key: the tie-breaker's own keyset condition. */
  tieAfter(row: Row): SQL;
}

/** Rows after `last` whose key is not null: a range on the key (an index can serve it), then the tie. */
function afterValue(key: AnyPgColumn | SQL, dir: 'asc' | 'desc', v: string, tie: SQL): SQL {
  return dir === 'asc'
    ? sql`(${key} >= ${v} and (${key} > ${v} or ${tie}))`
    : sql`(${key} <= ${v} and (${key} < ${v} or ${tie}))`;
}

/**
 * The whole ordered list a batch at a time, each batch starting after the last row of the one
 * before (never OFFSET: a deep page re-reads and skips every row before it). Null keys are read in
 * a phase of their own, where PostgreSQL sorts them (last ascending, first descending), so each
 * phase's condition stays a plain range. `read(cond)` runs the list's query with `cond` added,
 * in the list's order, `size` rows at most, each row carrying its key text as `KEY`.
 */
export async function* keysetBatches(
  read: (cond: SQL | undefined) => Promise<Row[]>,
  o: KeysetOrder,
  size: number,
): AsyncGenerator<Row[]> {
  const key = o.key;
  const phases: ('all' | 'value' | 'null')[] = !key
    ? ['all']
    : !o.nullable
      ? ['value']
      : o.dir === 'asc'
        ? ['value', 'null']
        : ['null', 'value'];
  const condition = (phase: (typeof phases)[number], last: Row | undefined): SQL | undefined => {
    if (phase === 'all') return last ? o.tieAfter(last) : undefined;
    if (phase === 'null') return and(isNull(key!), last ? o.tieAfter(last) : undefined);
    return last ? afterValue(key!, o.dir, String(last[KEY]), o.tieAfter(last)) : isNotNull(key!);
  };
  // Drizzle queries run when awaited: resolve starts one now. A batch read ahead and never awaited
  // (the download was dropped) must not become an unhandled rejection.
  const start = (cond: SQL | undefined) => {
    const p = Promise.resolve(read(cond));
    p.catch(() => undefined);
    return p;
  };
  for (const phase of phases) {
    let next = start(condition(phase, undefined));
    for (;;) {
      const rows = await next;
      const full = rows.length === size;
      // The next batch is read while this one is written (a pool runs it on another connection).
      if (full) next = start(condition(phase, rows[rows.length - 1]));
      if (rows.length) yield rows;
      if (!full) break;
    }
  }
}
