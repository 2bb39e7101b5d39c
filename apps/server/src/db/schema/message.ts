import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sysUser } from './system.ts';

/** Customer-service messages: a user's note to the administrators and its answer. */
export const sysMessage = pgTable(
  'sys_message',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer().references(() => sysUser.id, { onDelete: 'set null' }),
    account: varchar({ length: 50 }),
    status: varchar({ length: 20 }).notNull().default('open'),
    body: text().notNull(),
    reply: text(),
    repliedBy: varchar({ length: 50 }),
    repliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('sys_message_status_check', sql`${t.status} in ('open', 'answered')`),
    check('sys_message_reply_check', sql`(${t.status} = 'answered') = (${t.reply} is not null)`),
    index('sys_message_user_idx').on(t.userId, t.createdAt),
    index('sys_message_created_idx').on(t.createdAt),
  ],
);
