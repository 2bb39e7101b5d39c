import { sql } from 'drizzle-orm';
import { check, integer, jsonb, type PgColumn, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sysUser } from './system.ts';

/**
 * What an order an API key created under its `extRef` keeps (modules/orders/sender-ref.ts; docs/api.md
 * "Orders from an ERP"): that `extRef` as sent (`sender_ref`: the order's own `ext_ref` stays editable),
 * the key's user (`sender_id`), and the body as first sent (canonical) with its SHA-256, so a repeat is
 * compared by the hash and a different one named field by field. Null on orders people make.
 */
export const senderColumns = () => ({
  senderRef: varchar({ length: 64 }),
  senderId: integer().references(() => sysUser.id, { onDelete: 'set null' }),
  senderHash: varchar({ length: 64 }),
  senderBody: jsonb(),
});

/** One order per key and reference (what makes two processes racing end with one order); the body goes with the reference. */
export const senderConstraints = (
  table: string,
  t: { senderRef: PgColumn; senderId: PgColumn; senderHash: PgColumn; senderBody: PgColumn },
) => [
  uniqueIndex(`${table}_sender_ref_uq`).on(t.senderId, t.senderRef).where(sql`${t.senderRef} is not null`),
  check(`${table}_sender_ck`, sql`${t.senderRef} is null or (${t.senderHash} is not null and ${t.senderBody} is not null)`),
];
