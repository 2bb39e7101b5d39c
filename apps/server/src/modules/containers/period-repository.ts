import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ctrAccount, ctrPeriod, ctrPosting, ctrStatement } from '../../db/schema/index.ts';

export const periodRepository = {
  /** The site's closed period; `share` locks its row until the transaction ends, so a close waits for it. */
  async period(db: DbOrTx, share = false) {
    const q = db
      .select({ closedThrough: ctrPeriod.closedThrough, closedBy: ctrPeriod.closedBy, closedAt: ctrPeriod.closedAt })
      .from(ctrPeriod)
      .where(eq(ctrPeriod.id, 1));
    const [row] = await (share ? q.for('share') : q);
    return row ?? { closedThrough: null, closedBy: null, closedAt: null };
  },

  /** The month (its first day) of the partner's latest confirmed statement. */
  async confirmedMonth(db: DbOrTx, partner: number): Promise<string | null> {
    const [row] = await db
      .select({ month: max(ctrStatement.month) })
      .from(ctrStatement)
      .where(and(eq(ctrStatement.partner, partner), eq(ctrStatement.status, 'confirmed')));
    return row?.month ?? null;
  },

  /** Moves the lock date; waits for the postings in flight, which hold the row FOR SHARE. */
  async close(db: DbOrTx, closedThrough: string | null, by: string | null): Promise<void> {
    await db.update(ctrPeriod).set({ closedThrough, closedBy: by, closedAt: sql`now()` }).where(eq(ctrPeriod.id, 1));
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
