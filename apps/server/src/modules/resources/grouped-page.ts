import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A select of groups (GROUP BY … HAVING …) whose builder is made anew per use: Drizzle's builders
 * change in place, so the page and the totals each need their own. Typed loosely: the grouped
 * columns differ per list, and only their names matter here.
 */
type Groups = () => any;

/**
 * One page of groups in `order`, the number of groups and the sums of `sums` over all of them
 * (the pallet lists: by LPN in stock, by LPN on inbound lines).
 */
export async function groupedPage(
  db: DbOrTx,
  groups: Groups,
  order: SQL[],
  sums: readonly string[],
  q: { page: number; length: number; summary?: boolean },
) {
  const rowsQ = groups()
    .orderBy(...order)
    .limit(q.length)
    .offset((q.page - 1) * q.length);
  const sub = groups().as('groups');
  const totals: Record<string, SQL> = { count: sql<number>`count(*)::int` };
  for (const f of sums) totals[f] = sql<number>`coalesce(sum(${sub[f]}), 0)::float8`;
  const [rows, [t]] = await Promise.all([rowsQ, db.select(totals).from(sub)]);
  const { count, ...summary } = (t ?? { count: 0 }) as Record<string, number>;
  return {
    rows: rows as Record<string, unknown>[],
    count: Number(count ?? 0),
    ...(q.summary ? { summary: Object.fromEntries(sums.map((f) => [f, Number(summary[f] ?? 0)])) } : {}),
  };
}
