import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sysUser } from './system.ts';

/**
 * SMS codes (sign-in and password reset) and e-mail codes (password reset): `phone` holds where the
 * code went, a mobile number or an e-mail address (lower case; an @ tells them apart). Only a salted SHA-256 of the code is kept; a code is
 * spent by setting `usedAt`, and every request (for a known number or not) leaves a row, which is
 * what the per-number and per-address rate limits count.
 */
export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar({ length: 200 }).notNull(),
    purpose: varchar({ length: 16 }).notNull(),
    salt: varchar({ length: 32 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    /** Tries taken on the code, each reserved before the comparison (so the right one counts too). */
    failures: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sys_sms_code_phone_idx').on(t.phone, t.createdAt), index('sys_sms_code_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * QR sign-in tickets: a browser waits on `id` until a signed-in phone confirms it; the state lives
 * here (not in a process) so any server process on the same database can answer each step.
 */
export const sysQrTicket = pgTable(
  'sys_qr_ticket',
  {
    id: varchar({ length: 64 }).primaryKey(),
    ip: varchar({ length: 64 }).notNull(),
    userAgent: varchar({ length: 300 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedBy: integer().references(() => sysUser.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sys_qr_ticket_expires_idx').on(t.expiresAt), index('sys_qr_ticket_ip_idx').on(t.ip, t.createdAt)],
);
