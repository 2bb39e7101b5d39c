import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Ledger totals of closed days, per day, movement type and consignee (0: none), written once by the
 * dashboard's reads (modules/dashboard): the ledger is append-only and dated by the database clock,
 * so a day that has ended never changes, and the charts read a row a day instead of every movement.
 * Not stock: nothing but the dashboard reads it, and it can be emptied at any time.
 */
export const ledgerRollup = pgTable(
  'ledger_rollup',
  {
    day: date().notNull(),
    type: varchar({ length: 20 }).notNull(),
    consignee: integer('consignee_id').notNull().default(0),
    qty: bigint({ mode: 'number' }).notNull(),
    moves: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_rollup_pk', columns: [t.day, t.type, t.consignee] })],
);

/** Days whose totals are in ledger_rollup (a day with no movement has no total row, but is rolled up all the same). */
export const ledgerRollupDay = pgTable('ledger_rollup_day', { day: date().primaryKey() });
