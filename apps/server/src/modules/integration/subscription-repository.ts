import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webhookSubscription as sub } from '../../db/schema/index.ts';

const rowsOf = async <T>(db: DbOrTx, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export interface SubscriptionInput {
  name: string;
  url: string;
  events: string[];
  enabled?: boolean;
}

/** How long a rotated-out secret keeps signing beside the new one. */
const OVERLAP = sql.raw(`interval '24 hours'`);

export const subscriptionRepository = {
  /** Every subscription with its deliveries waiting and given up (an administrator keeps a handful). */
  async all(db: DbOrTx) {
    return rowsOf(
      db,
      sql`select s.id, s.name, s.url, s.events, s.enabled, s.disabled_reason as "disabledReason",
            s.failing_since as "failingSince", s.secret_rotated_at as "secretRotatedAt",
            case when s.previous_until > now() then s.previous_until end as "previousUntil", s.created_at as "createdAt",
            (select count(*)::int from wh_delivery d where d.subscription_id = s.id and d.status = 'pending') as pending,
            (select count(*)::int from wh_delivery d where d.subscription_id = s.id and d.status = 'failed') as failed,
            (select max(d.delivered_at) from wh_delivery d where d.subscription_id = s.id) as "lastDeliveredAt"
          from wh_subscription s order by s.id`,
    );
  },

  async exists(db: DbOrTx, id: number): Promise<boolean> {
    return (await db.select({ id: sub.id }).from(sub).where(eq(sub.id, id))).length > 0;
  },

  async byName(db: DbOrTx, name: string) {
    const [row] = await db.select({ id: sub.id }).from(sub).where(eq(sub.name, name));
    return row;
  },

  async add(db: DbOrTx, v: SubscriptionInput & { secret: string; createdBy: number | null }): Promise<number> {
    const [row] = await db
      .insert(sub)
      .values({
        name: v.name,
        url: v.url,
        events: v.events,
        enabled: v.enabled ?? true,
        secret: v.secret,
        createdBy: v.createdBy,
      })
      .returning({ id: sub.id });
    return row!.id;
  },

  /** Changes what is given; enabling clears why it was disabled and how long it had failed. */
  async update(db: DbOrTx, id: number, v: Partial<SubscriptionInput>): Promise<boolean> {
    const enabling = v.enabled === true ? { disabledReason: null, failingSince: null } : {};
    const got = await db
      .update(sub)
      .set({ ...v, ...enabling, updatedAt: sql`now()` })
      .where(eq(sub.id, id))
      .returning({ id: sub.id });
    return got.length > 0;
  },

  async remove(db: DbOrTx, id: number): Promise<boolean> {
    return (await db.delete(sub).where(eq(sub.id, id)).returning({ id: sub.id })).length > 0;
  },

  /** A new secret; the one before keeps signing for a day. */
  async rotate(db: DbOrTx, id: number, secret: string): Promise<boolean> {
    const got = await db
      .update(sub)
      .set({
        previousSecret: sub.secret,
        previousUntil: sql`now() + ${OVERLAP}`,
        secret,
        secretRotatedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(sub.id, id))
      .returning({ id: sub.id });
    return got.length > 0;
  },
};
