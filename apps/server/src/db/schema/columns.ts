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

/** Outer dimensions, weight and volume: the columns of the contract's `dimensionFields()`. */
export const dimensionColumns = () => ({ length: dec(), width: dec(), height: dec(), weight: dec(), volume: dec() });

/** Address and contact person: the columns of the contract's `contactFields()`. */
export const contactColumns = () => ({
  addr: varchar({ length: 200 }),
  contact: varchar({ length: 50 }),
  contactPhone: varchar({ length: 30 }),
});
