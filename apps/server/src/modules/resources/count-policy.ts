import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * How a list counts its matching rows. Above `estimateAbove` rows (the planner's estimate) an
 * exact count(*) costs more than the page itself, so the estimate is answered, marked as such,
 * unless `exact` is asked. docs/decisions.md "Estimated counts".
 */
export interface CountPolicy {
  estimateAbove: number;
  exact?: boolean;
}

/** The planner's row estimate for a query (EXPLAIN, not run): works alike on PostgreSQL and PGlite. */
export async function plannedRows(db: DbOrTx, query: SQLWrapper): Promise<number> {
  const res = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = res.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Number(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * What the page's own rows prove about the total: a short page is the last one, so the total is
 * exact; a full page means at least one row beyond what is shown may follow, never fewer.
 */
export function boundedEstimate(estimate: number, offset: number, shown: number, length: number) {
  if (shown < length && (shown > 0 || offset === 0)) return { count: offset + shown, known: true };
  return { count: Math.max(Math.round(estimate), offset + shown), known: false };
}
