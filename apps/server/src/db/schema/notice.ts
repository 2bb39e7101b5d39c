import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sysUser } from './system.ts';

/**
 * Notices shown in the console (modules/system/notices): the kind and its params, rendered in the reader's
 * language; `link` is the screen it leads to. Only the latest NOTICES_KEPT per user are kept.
 */
export const sysNotice = pgTable(
  'sys_notice',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 30 }).notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    link: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('sys_notice_kind_check', sql`${t.kind} in ('supportReply', 'supportNew', 'taskFailed')`),
    index('sys_notice_user_idx').on(t.userId, t.id),
    index('sys_notice_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A user's push settings: one row per kind they changed; a kind without a row uses NOTICE_DEFAULTS. */
export const sysNoticeSetting = pgTable(
  'sys_notice_setting',
  {
    userId: integer()
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 30 }).notNull(),
    console: boolean().notNull(),
    sms: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
