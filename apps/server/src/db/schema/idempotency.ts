import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Requests sent with an `Idempotency-Key` (the floor's scan queue): the row is inserted in the same
 * transaction as the request's writes, so it exists exactly when they were applied, in every server
 * process; the reply is added once sent, and a repeat of the key gets it back instead of a second
 * movement. Kept a day (modules/idempotency).
 */
export const idemRequest = pgTable(
  'idem_request',
  {
    key: varchar({ length: 100 }).primaryKey(),
    userId: integer(),
    /** Method and route pattern: a key reused for another call is refused, not replayed. */
    route: varchar({ length: 200 }).notNull(),
    /** SHA-256 of the request's body in canonical form: the same key with another body is refused, not replayed. */
    fingerprint: varchar({ length: 64 }),
    status: smallint(),
    reply: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idem_request_created_idx').on(t.createdAt)],
);
