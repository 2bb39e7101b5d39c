import { integer, numeric, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Columns every master-data table carries. */
export const baseColumns = () => ({
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Dimensions, weights, volumes: a contract `decimal` field. */
export const dec = () => numeric({ precision: 14, scale: 3, mode: 'number' });

/** An enumeration code (contract `enum` field); the longest code is well below this. */
export const enumCode = () => varchar({ length: 20 });
