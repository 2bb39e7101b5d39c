import { and, count, eq, gt, lt, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ctrAccount, ctrPeriod, ctrPosting, ctrPrice, ctrStatement } from '../../db/schema/index.ts';

export const periodRepository = {
  /**
   * The site's closed period; `share` (a posting) locks its row until the transaction ends, so a close waits for it;
   * `update` (a close) makes the postings wait for the close.
   */
  async period(db: DbOrTx, lock?: 'share' | 'update') {
    const q = db
      .select({
        closedThrough: ctrPeriod.closedThrough,
        closedBy: ctrPeriod.closedBy,
        closedAt: ctrPeriod.closedAt,
        openedOn: ctrPeriod.openedOn,
        currency: ctrPeriod.currency,
      })
      .from(ctrPeriod)
      .where(eq(ctrPeriod.id, 1));
    const [row] = await (lock ? q.for(lock) : q);
    // Migration 0039 inserts the one row; no site runs without it.
    return row!;
  },

  /** The day of the earliest posting, or null when there is none. */
  async firstPosting(db: DbOrTx): Promise<string | null> {
    const [row] = await db.select({ day: min(ctrPosting.postedOn) }).from(ctrPosting);
    return row?.day ?? null;
  },

  /** The month (its first day) of the partner's latest confirmed statement. */
  async confirmedMonth(db: DbOrTx, partner: number): Promise<string | null> {
    const [row] = await db
      .select({ month: max(ctrStatement.month) })
      .from(ctrStatement)
      .where(and(eq(ctrStatement.partner, partner), eq(ctrStatement.status, 'confirmed')));
    return row?.month ?? null;
  },

  /**
   * Moves the lock date (and the opening date and the currency when given); waits for the postings in flight, which
   * hold the row FOR SHARE.
   */
  async close(
    db: DbOrTx,
    closedThrough: string | null,
    openedOn: string | undefined,
    by: string | null,
    currency?: string,
  ): Promise<void> {
    await db
      .update(ctrPeriod)
      .set({
        closedThrough,
        ...(openedOn ? { openedOn } : {}),
        ...(currency ? { currency } : {}),
        closedBy: by,
        closedAt: sql`now()`,
      })
      .where(eq(ctrPeriod.id, 1));
  },

  /** Partners with a price above zero: their amounts are in the site's currency, which then stays. */
  async pricedPartners(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${ctrPrice.partner})::int` })
      .from(ctrPrice)
      .where(sql`${ctrPrice.dailyRent} > 0 or ${ctrPrice.lossPrice} > 0`);
    return Number(row?.n ?? 0);
  },

  /** Locks every account of the partner (id order, as postings lock them): a confirmation waits for its postings in flight. */
  async lockPartner(db: DbOrTx, partner: number): Promise<void> {
    await db
      .select({ id: ctrAccount.id })
      .from(ctrAccount)
      .where(eq(ctrAccount.partner, partner))
      .orderBy(ctrAccount.id)
      .for('update');
  },

  /**
   * Postings dated before `end` made after the statement's last one (`lastPosting`): they change its
   * opening or its month, so a statement made before them is stale.
   */
  async laterPostings(db: DbOrTx, partner: number, end: string, lastPosting: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(ctrPosting)
      .where(and(eq(ctrPosting.partner, partner), lt(ctrPosting.postedOn, end), gt(ctrPosting.id, lastPosting)));
    return Number(row?.n ?? 0);
  },
};
