import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sysUser } from './system.ts';

/**
 * Uploaded files (issue 14 §4). The bytes live on disk under FILES_DIR as `stored` (a generated
 * name and the extension of what the content is); this row says whose file it is and what it is.
 */
export const sysFile = pgTable(
  'sys_file',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stored: varchar({ length: 80 }).notNull().unique(),
    name: varchar({ length: 200 }).notNull(),
    kind: varchar({ length: 20 }).notNull(),
    mime: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    ownerId: integer().references(() => sysUser.id, { onDelete: 'set null' }),
    ownerAccount: varchar({ length: 50 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sys_file_size_check', sql`${t.size} >= 0 and ${t.size} <= 10485760`),
    index('sys_file_owner_idx').on(t.ownerId, t.createdAt),
    index('sys_file_created_idx').on(t.createdAt),
  ],
);
