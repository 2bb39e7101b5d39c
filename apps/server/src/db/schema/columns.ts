import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every master-data table carries. */
export const baseColumns = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
