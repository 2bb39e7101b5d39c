import { customType, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Keys the server makes for itself, once, shared by every process on the database: e.g. the key that signs the
 * links partners open their statements with (docs/decisions/containers.md "Partners answer by link and e-mail").
 */
export const appSecret = pgTable('app_secret', {
  name: varchar({ length: 50 }).primaryKey(),
  value: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
