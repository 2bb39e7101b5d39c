import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 14 §3): sign-ins, master-data changes and workflow actions. No foreign
 * keys: a line outlives its user, and writing it takes no lock on the rows it describes.
 * `params`, `before` and `after` hold JSON as text, so the list's text filter searches them.
 */
export const sysLog = pgTable(
  'sys_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    kind: varchar({ length: 20 }).notNull(),
    userId: integer(),
    account: varchar({ length: 50 }),
    ip: varchar({ length: 64 }),
    path: varchar({ length: 200 }).notNull(),
    action: varchar({ length: 50 }).notNull(),
    target: varchar({ length: 100 }),
    record: varchar({ length: 200 }),
    success: boolean().notNull(),
    status: integer().notNull(),
    message: varchar({ length: 500 }),
    params: text(),
    before: text(),
    after: text(),
  },
  (t) => [
    index('sys_log_created_idx').on(t.createdAt),
    index('sys_log_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    index('sys_log_account_idx').on(t.account),
  ],
);
