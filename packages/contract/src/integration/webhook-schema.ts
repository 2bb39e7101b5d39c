import { z } from 'zod';
import { zWholeId } from '../scalars-schema.ts';
import { SUBSCRIBABLE_EVENTS, WEBHOOK_EVENTS } from './webhook.ts';

const zName = z.string().trim().min(1).max(100);
const zUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .describe('Where events are POSTed: an http(s) URL; loopback and private addresses only when WEBHOOK_ALLOW names them')
  .meta({ format: 'uri', example: 'https://erp.example.com/wms/webhooks' });
const zEvents = z
  .array(z.enum(SUBSCRIBABLE_EVENTS as unknown as [string, ...string[]]))
  .min(1)
  .max(SUBSCRIBABLE_EVENTS.length)
  .describe('The event types sent to this receiver');

export const ZWebhookAdd = z.strictObject({ name: zName, url: zUrl, events: zEvents, enabled: z.boolean().optional() });
export const ZWebhookUpdate = z.strictObject({
  id: zWholeId(),
  name: zName.optional(),
  url: zUrl.optional(),
  events: zEvents.optional(),
  enabled: z.boolean().optional().describe('Enabling again clears the reason it was disabled and its failing time'),
});
export const ZWebhookId = z.strictObject({ id: zWholeId() });
export const ZDeliveryIds = z.strictObject({ ids: z.array(zWholeId()).min(1).max(1000) });

/** A secret, shown once: when the subscription is added and when it is rotated. */
export const ZWebhookSecret = z.object({ id: z.number(), secret: z.string().describe('whsec_… (Standard Webhooks)') });

export const ZWebhookRow = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.enum(['gone', 'failing']).nullable().describe('gone: the receiver answered 410; failing: a day of failures'),
  failingSince: z.string().nullable(),
  secretRotatedAt: z.string(),
  previousUntil: z.string().nullable().describe('Until then the secret rotated out signs too'),
  pending: z.number().describe('Deliveries waiting'),
  failed: z.number().describe('Deliveries given up'),
  lastDeliveredAt: z.string().nullable(),
  createdAt: z.string(),
});

export const ZDeliveryRow = z.object({
  id: z.number(),
  subscriptionId: z.number(),
  msgId: z.string(),
  type: z.enum(WEBHOOK_EVENTS as unknown as [string, ...string[]]),
  resource: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  nextAt: z.union([z.string(), z.date()]),
  deliveredAt: z.union([z.string(), z.date()]).nullable(),
  createdAt: z.union([z.string(), z.date()]),
});

export const ZAttemptRow = z.object({
  id: z.number(),
  at: z.union([z.string(), z.date()]),
  status: z.number().nullable(),
  error: z.string().nullable(),
  ms: z.number(),
});
