import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * A receiver of events (docs/api.md "Webhooks"). The secret signs every delivery and is shown once; a rotated-out
 * secret keeps signing beside the new one until `previousUntil`, so a receiver can switch without losing a message.
 */
export const webhookSubscription = pgTable(
  'wh_subscription',
  {
    ...baseColumns(),
    name: varchar({ length: 100 }).notNull(),
    url: varchar({ length: 500 }).notNull(),
    events: text().array().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: varchar({ length: 200 }),
    secret: varchar({ length: 100 }).notNull(),
    previousSecret: varchar({ length: 100 }),
    previousUntil: at(),
    secretRotatedAt: at().notNull().defaultNow(),
    /** The first failure since the last delivery: a day of failures disables the subscription. */
    failingSince: at(),
    createdBy: integer(),
  },
  (t) => [uniqueIndex('wh_subscription_name_uq').on(t.name)],
);

/**
 * The outbox: one row per event, written in the transaction of the change it reports, so an event exists exactly
 * when its change does. `resource` orders deliveries: one at a time per subscription and resource.
 */
export const webhookEvent = pgTable(
  'wh_event',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    msgId: varchar({ length: 40 }).notNull(),
    type: varchar({ length: 40 }).notNull(),
    resource: varchar({ length: 100 }).notNull(),
    payload: jsonb().notNull(),
    /** Its deliveries are made (by a delivering process, after the commit): the workflow's transaction writes one row. */
    fanned: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
  },
  // Two indexes only: every workflow that reports an event pays for each one. Committed events are fanned out
  // within a tick, so the unfanned ones are few and found by their resource index; the daily purge reads by id.
  (t) => [index('wh_event_unfanned_resource_idx').on(t.resource, t.id).where(sql`not ${t.fanned}`)],
);

/** An event owed to a subscription, with what its attempts came to. */
export const webhookDelivery = pgTable(
  'wh_delivery',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookEvent.id, { onDelete: 'cascade' }),
    subscriptionId: integer()
      .notNull()
      .references(() => webhookSubscription.id, { onDelete: 'cascade' }),
    msgId: varchar({ length: 40 }).notNull(),
    type: varchar({ length: 40 }).notNull(),
    resource: varchar({ length: 100 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAt: at().notNull().defaultNow(),
    /** A process delivering it holds it until then; a process killed mid-delivery lets it go by itself. */
    lockedUntil: at(),
    lastStatus: smallint(),
    lastError: varchar({ length: 500 }),
    deliveredAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('wh_delivery_due_idx').on(t.nextAt, t.id).where(sql`${t.status} = 'pending'`),
    index('wh_delivery_chain_event_idx').on(t.subscriptionId, t.resource, t.eventId).where(sql`${t.status} = 'pending'`),
    index('wh_delivery_event_idx').on(t.eventId),
    index('wh_delivery_sub_idx').on(t.subscriptionId, t.id),
    check('wh_delivery_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
    check('wh_delivery_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** Every attempt: when, the HTTP status (null when none came back), what went wrong, how long it took. */
export const webhookAttempt = pgTable(
  'wh_attempt',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: 'cascade' }),
    at: at().notNull().defaultNow(),
    status: smallint(),
    error: varchar({ length: 500 }),
    ms: integer().notNull(),
  },
  (t) => [index('wh_attempt_delivery_idx').on(t.deliveryId, t.id)],
);
