import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysQrTicket, sysUser } from '../../db/schema/index.ts';
import { signinUserFields } from './sms-repository.ts';

const live = sql`(${sysQrTicket.consumedAt} is null and ${sysQrTicket.expiresAt} > now())`;

export async function insertTicket(db: DbOrTx, v: { id: string; ip: string; userAgent: string | null; ttlSeconds: number }) {
  const [row] = await db
    .insert(sysQrTicket)
    .values({
      id: v.id,
      ip: v.ip,
      userAgent: v.userAgent,
      expiresAt: sql`now() + ${sql.raw(`interval '${Math.trunc(v.ttlSeconds)} seconds'`)}`,
    })
    .returning({ expiresAt: sysQrTicket.expiresAt });
  return row!.expiresAt;
}

/** Tickets of one address still waiting: what the per-address limit counts. */
export async function liveTicketsOf(db: DbOrTx, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sysQrTicket)
    .where(and(eq(sysQrTicket.ip, ip), live));
  return Number(row?.n ?? 0);
}

/** The waiting browser's address, agent and times, while the ticket can still be confirmed. */
export async function liveTicket(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ip: sysQrTicket.ip,
      userAgent: sysQrTicket.userAgent,
      createdAt: sysQrTicket.createdAt,
      expiresAt: sysQrTicket.expiresAt,
    })
    .from(sysQrTicket)
    .where(and(eq(sysQrTicket.id, id), live, sql`${sysQrTicket.confirmedBy} is null`));
  return row;
}

/** The first confirmation wins; a spent, expired or already confirmed ticket gives false. */
export async function confirmTicket(db: DbOrTx, id: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(sysQrTicket)
    .set({ confirmedBy: userId, confirmedAt: sql`now()` })
    .where(and(eq(sysQrTicket.id, id), live, sql`${sysQrTicket.confirmedBy} is null`))
    .returning({ id: sysQrTicket.id });
  return rows.length > 0;
}

/**
 * Spends a confirmed ticket for the browser that asked for it (same address) and gives the
 * confirming user's id; `pending` while it waits; undefined when unknown, expired or spent.
 */
export async function consumeTicket(db: DbOrTx, id: string, ip: string): Promise<number | 'pending' | undefined> {
  const mine = and(eq(sysQrTicket.id, id), eq(sysQrTicket.ip, ip), live);
  const [spent] = await db
    .update(sysQrTicket)
    .set({ consumedAt: sql`now()` })
    .where(and(mine, sql`${sysQrTicket.confirmedBy} is not null`))
    .returning({ userId: sysQrTicket.confirmedBy });
  if (spent?.userId) return spent.userId;
  const [waiting] = await db.select({ id: sysQrTicket.id }).from(sysQrTicket).where(mine);
  return waiting ? 'pending' : undefined;
}

export async function purgeOldTickets(db: DbOrTx) {
  await db.delete(sysQrTicket).where(sql`${sysQrTicket.expiresAt} < now() - interval '1 hour'`);
}

export async function sessionUser(db: DbOrTx, id: number) {
  const [row] = await db.select(signinUserFields).from(sysUser).where(eq(sysUser.id, id));
  return row;
}
