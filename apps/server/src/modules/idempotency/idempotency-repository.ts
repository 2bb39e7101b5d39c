import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { idemRequest } from '../../db/schema/index.ts';

export type IdemRow = typeof idemRequest.$inferSelect;

/** How long a key is remembered: a handheld's queue retries within minutes, a day covers a shift and a night away. */
export const KEEP = sql`interval '1 day'`;

export const idempotencyRepository = {
  async find(db: DbOrTx, key: string): Promise<IdemRow | undefined> {
    const [row] = await db.select().from(idemRequest).where(eq(idemRequest.key, key));
    return row;
  },

  /**
   * Takes the key inside the request's transaction. A second transaction inserting the same key
   * waits on the primary key until the first ends, then finds it taken (false) or, if the first
   * rolled back, takes it itself: across processes one request applies a key.
   */
  async claim(tx: DbOrTx, row: { key: string; userId: number | null; route: string; fingerprint: string }): Promise<boolean> {
    const got = await tx
      .insert(idemRequest)
      .values(row)
      .onConflictDoNothing({ target: idemRequest.key })
      .returning({ key: idemRequest.key });
    return got.length > 0;
  },

  async saveReply(db: DbOrTx, key: string, status: number, reply: string | null): Promise<void> {
    await db.update(idemRequest).set({ status, reply }).where(eq(idemRequest.key, key));
  },

  /** Forgets keys older than a day; returns how many. */
  async purge(db: DbOrTx): Promise<number> {
    const gone = await db
      .delete(idemRequest)
      .where(sql`${idemRequest.createdAt} < now() - ${KEEP}`)
      .returning({ key: idemRequest.key });
    return gone.length;
  },
};
