import { sysMessage as msgDef } from '@wms/contract/system-message';
import { and, count, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { sysMessage } from '../../../db/schema/index.ts';
import { ResourceRepository } from '../../resources/resource-repository.ts';

/** All messages for the administrators' list, filters and sort (no references). */
export const messageListRepo = new ResourceRepository(
  { def: msgDef, table: sysMessage as PgTable, columns: getTableColumns(sysMessage) as Record<string, AnyPgColumn>, hooks: {} },
  () => {
    throw new Error('messages have no references');
  },
);

const shown = {
  id: sysMessage.id,
  createdAt: sysMessage.createdAt,
  account: sysMessage.account,
  status: sysMessage.status,
  body: sysMessage.body,
  reply: sysMessage.reply,
  repliedBy: sysMessage.repliedBy,
  repliedAt: sysMessage.repliedAt,
};

export const messageRepo = {
  /** Adds a user's message unless they sent `perHour` in the last hour (their row locked for the count). */
  async addWithin(db: DbOrTx, user: { id: number; account: string }, body: string, perHour: number) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from sys_user where id = ${user.id} for update`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(sysMessage)
        .where(and(eq(sysMessage.userId, user.id), gt(sysMessage.createdAt, sql`now() - interval '1 hour'`)));
      if (Number(n) >= perHour) return undefined;
      const [row] = await tx.insert(sysMessage).values({ userId: user.id, account: user.account, body }).returning(shown);
      return row;
    });
  },

  /** Answers a message (a second answer replaces the first); undefined when it does not exist. */
  async answer(db: DbOrTx, id: number, reply: string, by: string) {
    const [row] = await db
      .update(sysMessage)
      .set({ reply, status: 'answered', repliedBy: by, repliedAt: sql`now()` })
      .where(eq(sysMessage.id, id))
      .returning(shown);
    return row;
  },

  /** Who wrote the message (null when their account was deleted). */
  async askerOf(db: DbOrTx, id: number): Promise<number | null> {
    const [row] = await db.select({ userId: sysMessage.userId }).from(sysMessage).where(eq(sysMessage.id, id));
    return row?.userId ?? null;
  },

  async byId(db: DbOrTx, id: number) {
    const [row] = await db.select(shown).from(sysMessage).where(eq(sysMessage.id, id));
    return row;
  },

  /** A user's own messages with their answers, newest first. */
  async mine(db: DbOrTx, userId: number, page: number, length: number) {
    const where = eq(sysMessage.userId, userId);
    const [rows, [total]] = await Promise.all([
      db
        .select(shown)
        .from(sysMessage)
        .where(where)
        .orderBy(desc(sysMessage.createdAt), desc(sysMessage.id))
        .limit(length)
        .offset((page - 1) * length),
      db.select({ n: count() }).from(sysMessage).where(where),
    ]);
    return { rows, count: Number(total?.n ?? 0) };
  },
};
