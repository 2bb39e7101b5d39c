import { ENUMS } from '../enums.ts';
import { defineResource } from '../resource.ts';

/**
 * Webhooks (issue 35 §3, docs/api.md "Webhooks"): subscriptions to event types, each delivered following the
 * Standard Webhooks specification. No zod here: the screens load these for their columns and labels.
 */
export const WEBHOOK_EVENTS = ENUMS.webhookEvent;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Events a subscription may ask for; `webhook.test` goes only to the subscription tested. */
export const SUBSCRIBABLE_EVENTS = WEBHOOK_EVENTS.filter((e) => e !== 'webhook.test');

export const DELIVERY_STATUSES = ENUMS.deliveryStatus;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Retries of one delivery, from the event's commit: growing delays, given up a day after the event. */
export const RETRY_DELAYS_S = [5, 30, 120, 300, 900, 1800, 3600, 7200, 14_400, 28_800];
export const GIVE_UP_AFTER_H = 24;

/** The subscriptions list (`/system/webhook`). */
export const webhookSubscription = defineResource({
  name: 'webhookSubscription',
  path: '/system/webhook',
  area: 'system',
  key: 'webhook',
  labelField: 'name',
  codeField: 'name',
  searchFields: ['name', 'url'],
  defaultSort: { prop: 'id', order: 'asc' },
  fields: [
    { name: 'name', kind: 'string', max: 100, required: true, list: true, sortable: true },
    { name: 'url', kind: 'string', max: 500, required: true, list: true },
    { name: 'events', kind: 'tags', list: true, filter: false },
    { name: 'enabled', kind: 'bool', list: true },
    { name: 'disabledReason', kind: 'string', max: 200, list: true, readOnly: true },
    { name: 'failingSince', kind: 'datetime', readOnly: true },
    { name: 'secretRotatedAt', kind: 'datetime', readOnly: true },
  ],
});

/** Every delivery of an event to a subscription (`/system/webhook/delivery`). */
export const webhookDelivery = defineResource({
  name: 'webhookDelivery',
  path: '/system/webhook/delivery',
  area: 'system',
  key: 'webhook',
  labelField: 'msgId',
  codeField: 'msgId',
  searchFields: ['msgId', 'resource'],
  auditColumns: ['createdAt'],
  defaultSort: { prop: 'id', order: 'desc' },
  fields: [
    { name: 'subscriptionId', kind: 'int', list: true, sortable: true, filter: 'number' },
    { name: 'msgId', kind: 'string', max: 40, list: true },
    { name: 'type', kind: 'enum', enum: 'webhookEvent', list: true, sortable: true },
    { name: 'resource', kind: 'string', max: 100, list: true },
    { name: 'status', kind: 'enum', enum: 'deliveryStatus', list: true, sortable: true },
    { name: 'attempts', kind: 'int', list: true, sortable: true },
    { name: 'lastStatus', kind: 'int', list: true },
    { name: 'lastError', kind: 'string', max: 500, list: true },
    { name: 'nextAt', kind: 'datetime', list: true, sortable: true },
    { name: 'deliveredAt', kind: 'datetime', list: true, sortable: true },
  ],
});
