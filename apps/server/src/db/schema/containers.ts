import { ENUMS } from '@wms/contract/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns, enumCode } from './columns.ts';
import { carrier, consignee, consignor, customer } from './setting.ts';

/**
 * Container accounts (modules/containers, issue 28). A posting's insert moves its account's balance
 * and its open lots in the database (trigger `ctr_post`, migration 0034), so the balance is the sum
 * of the postings whatever code writes; the balance cannot go below zero; postings are never changed.
 */
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A partner of the accounts: a customer, consignee, consignor or carrier (exactly the one its kind names). */
export const ctrPartner = pgTable(
  'ctr_partner',
  {
    ...baseColumns(),
    kind: enumCode().notNull(),
    customer: integer('customer_id').references(() => customer.id, { onDelete: 'restrict' }),
    consignee: integer('consignee_id').references(() => consignee.id, { onDelete: 'restrict' }),
    consignor: integer('consignor_id').references(() => consignor.id, { onDelete: 'restrict' }),
    carrier: integer('carrier_id').references(() => carrier.id, { onDelete: 'restrict' }),
    /** Copies of the master row's code and name, kept current by triggers (migration 0034) for lists and statements. */
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    freeDays: integer().notNull().default(0),
    charged: boolean().notNull().default(false),
    /** Where its statements are mailed (issue 34 §4); the master row's e-mail when empty. */
    statementEmail: varchar({ length: 100 }),
  },
  (t) => [
    uniqueIndex('ctr_partner_customer_uq').on(t.customer),
    uniqueIndex('ctr_partner_consignee_uq').on(t.consignee),
    uniqueIndex('ctr_partner_consignor_uq').on(t.consignor),
    uniqueIndex('ctr_partner_carrier_uq').on(t.carrier),
    index('ctr_partner_code_idx').on(t.code),
    check('ctr_partner_kind_ck', sql`${t.kind} in (${list(ENUMS.partnerKind)})`),
    check(
      'ctr_partner_ref_ck',
      sql`num_nonnulls(${t.customer}, ${t.consignee}, ${t.consignor}, ${t.carrier}) = 1
        and (${t.kind} = 'customer') = (${t.customer} is not null)
        and (${t.kind} = 'consignee') = (${t.consignee} is not null)
        and (${t.kind} = 'consignor') = (${t.consignor} is not null)
        and (${t.kind} = 'carrier') = (${t.carrier} is not null)`,
    ),
    check('ctr_partner_free_days_ck', sql`${t.freeDays} between 0 and 3650`),
  ],
);

/**
 * A partner's terms per packaging type: prices in minor units of the site's currency (`ctr_period.currency`, no
 * floating point) and the type's own free days (null: the partner's).
 */
export const ctrPrice = pgTable(
  'ctr_price',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partner: integer('partner_id')
      .notNull()
      .references(() => ctrPartner.id, { onDelete: 'cascade' }),
    packagingType: enumCode().notNull(),
    dailyRent: integer().notNull().default(0),
    lossPrice: integer().notNull().default(0),
    freeDays: integer(),
  },
  (t) => [
    unique('ctr_price_uq').on(t.partner, t.packagingType),
    check('ctr_price_type_ck', sql`${t.packagingType} in (${list(ENUMS.packagingType)})`),
    check('ctr_price_ck', sql`${t.dailyRent} >= 0 and ${t.lossPrice} >= 0`),
    check('ctr_price_free_days_ck', sql`${t.freeDays} is null or ${t.freeDays} between 0 and 3650`),
  ],
);

/** One account per partner and packaging type: the units it holds now. */
export const ctrAccount = pgTable(
  'ctr_account',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partner: integer('partner_id')
      .notNull()
      .references(() => ctrPartner.id, { onDelete: 'restrict' }),
    packagingType: enumCode().notNull(),
    balance: integer().notNull().default(0),
    /** How many postings it has: each posting's `seq`, so the chain has no gap and no fork. */
    postings: integer().notNull().default(0),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastPostedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('ctr_account_uq').on(t.partner, t.packagingType),
    // With the id, the balances list's order (most held first, then newest) reads from the index.
    index('ctr_account_balance_idx').on(t.balance, t.id),
    check('ctr_account_type_ck', sql`${t.packagingType} in (${list(ENUMS.packagingType)})`),
    check('ctr_account_balance_ck', sql`${t.balance} >= 0 and ${t.postings} >= 0`),
  ],
);

/** The ledger: one row per movement of an account, with the account's balance after it. Append-only. */
export const ctrPosting = pgTable(
  'ctr_posting',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account: integer('account_id')
      .notNull()
      .references(() => ctrAccount.id, { onDelete: 'restrict' }),
    partner: integer('partner_id')
      .notNull()
      .references(() => ctrPartner.id, { onDelete: 'restrict' }),
    packagingType: enumCode().notNull(),
    kind: enumCode().notNull(),
    qty: integer().notNull(),
    /** Set by the trigger: the account's balance after this posting and its place in the account. */
    balance: integer().notNull().default(0),
    seq: integer().notNull().default(0),
    postedOn: date().notNull().default(sql`current_date`),
    postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    orderNo: varchar({ length: 50 }),
    reason: varchar({ length: 500 }),
    userId: integer(),
    userName: varchar({ length: 100 }),
    /** A write-off the partner is charged for (its loss price on the statement); false when damaged at our site. */
    chargeable: boolean().notNull().default(true),
  },
  (t) => [
    unique('ctr_posting_seq_uq').on(t.account, t.seq),
    index('ctr_posting_partner_idx').on(t.partner, t.id),
    index('ctr_posting_posted_on_idx').on(t.postedOn),
    index('ctr_posting_order_no_idx').on(t.orderNo),
    check('ctr_posting_kind_ck', sql`${t.kind} in (${list(ENUMS.postingKind)})`),
    check(
      'ctr_posting_sign_ck',
      sql`${t.qty} <> 0
        and (${t.kind} not in ('delivery', 'shipment', 'found') or ${t.qty} > 0)
        and (${t.kind} not in ('transitReceipt', 'receipt', 'writeOff') or ${t.qty} < 0)`,
    ),
    check('ctr_posting_reason_ck', sql`${t.kind} not in ('correction', 'found', 'writeOff') or length(trim(${t.reason})) > 0`),
    check('ctr_posting_balance_ck', sql`${t.balance} >= 0`),
    check('ctr_posting_chargeable_ck', sql`${t.chargeable} or ${t.kind} = 'writeOff'`),
  ],
);

/**
 * Open quantities, first in first out: a posting out (+) opens a lot dated its day; one back (−)
 * takes from the oldest lots (`ctr_lot_take`). Age and rent are read from these.
 */
export const ctrLot = pgTable(
  'ctr_lot',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account: integer('account_id')
      .notNull()
      .references(() => ctrAccount.id, { onDelete: 'restrict' }),
    posting: integer('posting_id')
      .notNull()
      .references(() => ctrPosting.id, { onDelete: 'restrict' }),
    openedOn: date().notNull(),
    qty: integer().notNull(),
    open: integer().notNull(),
  },
  (t) => [
    index('ctr_lot_open_idx').on(t.account, t.openedOn, t.id).where(sql`${t.open} > 0`),
    index('ctr_lot_opened_idx').on(t.openedOn),
    check('ctr_lot_qty_ck', sql`${t.qty} > 0 and ${t.open} >= 0 and ${t.open} <= ${t.qty}`),
  ],
);

/** What a posting back took from a lot, and on which day: the units' end of rent. */
export const ctrLotTake = pgTable(
  'ctr_lot_take',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lot: integer('lot_id')
      .notNull()
      .references(() => ctrLot.id, { onDelete: 'restrict' }),
    posting: integer('posting_id')
      .notNull()
      .references(() => ctrPosting.id, { onDelete: 'restrict' }),
    qty: integer().notNull(),
    takenOn: date().notNull(),
    writtenOff: boolean().notNull().default(false),
  },
  (t) => [
    index('ctr_lot_take_lot_idx').on(t.lot),
    index('ctr_lot_take_on_idx').on(t.takenOn),
    check('ctr_lot_take_qty_ck', sql`${t.qty} > 0`),
  ],
);

/** Money and unit-day sums: bigint in SQL, kept within JavaScript's safe integers so replies can carry them as numbers. */
const SAFE = sql.raw('9007199254740991');
const money = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * A partner's monthly statement (issue 28 §4–5): a snapshot made by modules/containers/statement-service
 * of the month's opening, movements, closing and charges per packaging type (`ctr_statement_line`),
 * and the partner's answer. Remade in place while not confirmed (docs/decisions/containers.md "Container statements").
 */
export const ctrStatement = pgTable(
  'ctr_statement',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partner: integer('partner_id')
      .notNull()
      .references(() => ctrPartner.id, { onDelete: 'restrict' }),
    /** The first day of the month. */
    month: date().notNull(),
    status: varchar({ length: 20 }).notNull().default('issued'),
    /** The partner's charges as they were when the statement was made. */
    charged: boolean().notNull(),
    freeDays: integer().notNull(),
    /** Units in and out of all packaging types together (the lines hold them by type). */
    opening: money(),
    outQty: money(),
    backQty: money(),
    closing: money(),
    rent: money(),
    lossValue: money(),
    total: money(),
    /** ISO 4217 code of the amounts: the site's currency when the statement was made. */
    currency: char({ length: 3 }).notNull(),
    /**
     * Made before its month ended: rent counted up to the day it was made, not final until made again after
     * the month (issue 34 §2); it cannot be confirmed.
     */
    interim: boolean().notNull().default(false),
    /** Each make that changes a statement keeps the one before in ctr_statement_version and counts on (issue 34 §3). */
    version: integer().notNull().default(1),
    /** The highest posting id the statement saw: postings dated into the month later are not on it. */
    lastPosting: integer().notNull().default(0),
    madeAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    madeBy: varchar({ length: 100 }),
    /** The partner's answer: the day it confirmed or disputed, its comment, who recorded it and when. */
    respondedOn: date(),
    responseComment: varchar({ length: 500 }),
    respondedBy: varchar({ length: 100 }),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('ctr_statement_uq').on(t.partner, t.month),
    index('ctr_statement_month_idx').on(t.month, t.status),
    check('ctr_statement_status_ck', sql`${t.status} in ('issued', 'confirmed', 'disputed')`),
    check('ctr_statement_month_ck', sql`extract(day from ${t.month}) = 1`),
    check(
      'ctr_statement_answer_ck',
      sql`(${t.status} = 'issued') = (${t.respondedOn} is null) and (${t.respondedOn} is null) = (${t.respondedAt} is null)`,
    ),
    check(
      'ctr_statement_sums_ck',
      sql`${t.closing} = ${t.opening} + ${t.outQty} - ${t.backQty} and ${t.total} = ${t.rent} + ${t.lossValue}
        and least(${t.opening}, ${t.outQty}, ${t.backQty}, ${t.closing}, ${t.rent}, ${t.lossValue}) >= 0 and ${t.total} <= ${SAFE}`,
    ),
    check('ctr_statement_charged_ck', sql`${t.charged} or ${t.total} = 0`),
    check('ctr_statement_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** One packaging type of a statement: balance at the start, out (+), back (−), balance at the end, rent and loss. */
export const ctrStatementLine = pgTable(
  'ctr_statement_line',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    statement: integer('statement_id')
      .notNull()
      .references(() => ctrStatement.id, { onDelete: 'cascade' }),
    packagingType: enumCode().notNull(),
    opening: integer().notNull(),
    outQty: money(),
    backQty: money(),
    closing: integer().notNull(),
    /** Units written off in the month (part of `backQty`), chargeable or not. */
    writtenOff: money(),
    /** Of those, the units the partner is charged for (chargeable write-offs), valued at `lossPrice`. */
    chargedOff: money(),
    /** The free days the rent was counted with: the type's own (`ctr_price.free_days`), else the partner's. */
    freeDays: integer().notNull().default(0),
    /** Units held past their free days, times the days of the month they were held (first in, first out). */
    unitDays: money(),
    dailyRent: integer().notNull().default(0),
    lossPrice: integer().notNull().default(0),
    rent: money(),
    lossValue: money(),
  },
  (t) => [
    unique('ctr_statement_line_uq').on(t.statement, t.packagingType),
    check('ctr_statement_line_type_ck', sql`${t.packagingType} in (${list(ENUMS.packagingType)})`),
    check(
      'ctr_statement_line_ck',
      sql`${t.closing} = ${t.opening} + ${t.outQty} - ${t.backQty}
        and least(${t.opening}, ${t.outQty}, ${t.backQty}, ${t.closing}, ${t.writtenOff}, ${t.chargedOff}, ${t.freeDays}, ${t.unitDays}, ${t.dailyRent}, ${t.lossPrice}) >= 0
        and ${t.chargedOff} <= ${t.writtenOff} and ${t.writtenOff} <= ${t.backQty}
        and ${t.rent} = ${t.unitDays} * ${t.dailyRent} and ${t.lossValue} = ${t.chargedOff} * ${t.lossPrice}
        and ${t.rent} + ${t.lossValue} <= ${SAFE}`,
    ),
  ],
);

/**
 * An earlier version of a statement (issue 34 §3), kept when a make changed it: what the partner was shown (the
 * statement's detail, its lines and postings, as a snapshot its PDF is printed from again) and how it answered.
 */
export const ctrStatementVersion = pgTable(
  'ctr_statement_version',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    statement: integer('statement_id')
      .notNull()
      .references(() => ctrStatement.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    status: varchar({ length: 20 }).notNull(),
    madeAt: timestamp({ withTimezone: true }).notNull(),
    madeBy: varchar({ length: 100 }),
    respondedOn: date(),
    responseComment: varchar({ length: 500 }),
    respondedBy: varchar({ length: 100 }),
    respondedAt: timestamp({ withTimezone: true }),
    snapshot: jsonb().notNull(),
  },
  (t) => [
    unique('ctr_statement_version_uq').on(t.statement, t.version),
    check('ctr_statement_version_status_ck', sql`${t.status} in ('issued', 'confirmed', 'disputed')`),
  ],
);

/**
 * The partner's own count per packaging type, given with a dispute (issue 34 §3); `posting` is the correction that
 * accepted the difference, once accepted.
 */
export const ctrStatementCount = pgTable(
  'ctr_statement_count',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    statement: integer('statement_id')
      .notNull()
      .references(() => ctrStatement.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    packagingType: enumCode().notNull(),
    counted: integer().notNull(),
    posting: integer('posting_id').references(() => ctrPosting.id, { onDelete: 'restrict' }),
  },
  (t) => [
    unique('ctr_statement_count_uq').on(t.statement, t.version, t.packagingType),
    check('ctr_statement_count_ck', sql`${t.counted} >= 0`),
    check('ctr_statement_count_type_ck', sql`${t.packagingType} in (${list(ENUMS.packagingType)})`),
  ],
);

/** What happened to a statement (issue 34 §4): every send, every answer, every make, by whom and through what. */
export const ctrStatementEvent = pgTable(
  'ctr_statement_event',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    statement: integer('statement_id')
      .notNull()
      .references(() => ctrStatement.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    kind: varchar({ length: 20 }).notNull(),
    /** console (a user), link (the partner's page), task (the monthly task). */
    channel: varchar({ length: 10 }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    by: varchar({ length: 100 }),
    recipient: varchar({ length: 200 }),
    detail: varchar({ length: 500 }),
  },
  (t) => [
    index('ctr_statement_event_idx').on(t.statement, t.at),
    check(
      'ctr_statement_event_kind_ck',
      sql`${t.kind} in ('made', 'remade', 'sent', 'sendFailed', 'opened', 'confirmed', 'disputed', 'accepted')`,
    ),
    check('ctr_statement_event_channel_ck', sql`${t.channel} in ('console', 'link', 'task')`),
  ],
);

/**
 * The site's closed period (issue 34 §1): one row, made by its migration. A posting dated on or before
 * `closedThrough` is refused (service, and trigger `ctr_posting_open_period` of migration 0039 as the
 * backstop, which reads this row FOR SHARE so a close waits for the postings in flight).
 */
export const ctrPeriod = pgTable(
  'ctr_period',
  {
    id: smallint().primaryKey().default(1),
    closedThrough: date({ mode: 'string' }),
    closedBy: varchar({ length: 100 }),
    closedAt: timestamp({ withTimezone: true }),
    /** The accounts' opening date: nothing is dated before it (docs/decisions/containers.md "Dates in range"). */
    openedOn: date({ mode: 'string' }).notNull(),
    /**
     * The site's currency (ISO 4217): prices and statements' amounts are minor units of it (docs/decisions/containers.md
     * "Terms per packaging type, currency, chargeable write-offs").
     */
    currency: char({ length: 3 }).notNull().default('CNY'),
  },
  (t) => [
    check('ctr_period_one_ck', sql`${t.id} = 1`),
    check('ctr_period_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('ctr_period_order_ck', sql`${t.closedThrough} is null or ${t.closedThrough} >= ${t.openedOn}`),
  ],
);
