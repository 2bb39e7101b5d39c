import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * How a list counts its matching rows. Above `estimateAbove` rows (the planner's estimate) an
 * exact count(*) costs more than the page itself, so the estimate is answered, marked as such,
 * unless `exact` is asked. docs/decisions/performance.md "Estimated counts".
 */
export interface CountPolicy {
  estimateAbove: number;
  exact?: boolean;
}

/** A statement as text and parameters, rendered once and sent again as it is (`ResourceRepository.page`). */
export interface Rendered {
  sql: string;
  params: unknown[];
}

/** The driver under the ORM, where the handle has one (the database, not a transaction). */
type Client = { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * The planner's row estimate for a query (EXPLAIN, not run): works alike on PostgreSQL and PGlite.
 * The rendered statement goes to the driver as it is; a transaction's handle has none, so the ORM renders it again.
 */
export async function plannedRows(db: DbOrTx, rendered: Rendered, query: () => SQLWrapper): Promise<number> {
  const client = (db as { $client?: Client }).$client;
  const res = client
    ? await client.query(`explain (format json) ${rendered.sql}`, rendered.params)
    : ((await db.execute(sql`explain (format json) ${query()}`)) as unknown as { rows: Record<string, unknown>[] });
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
