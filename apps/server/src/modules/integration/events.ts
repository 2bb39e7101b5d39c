import type { WebhookEvent } from '@wms/contract/integration/webhook';
import type { DbOrTx } from '../../db/client.ts';
import { insertEvents } from './outbox-repository.ts';

/** bench:webhooks turns the outbox off to measure what it adds to a scan and a shipment; nothing else touches it. */
export const outbox = { on: true };

/**
 * What other modules call, inside the transaction of the change an event reports, so the event commits exactly when
 * the change does (the outbox). `resource` names what the event is about (`ibOrder:12`): a receiver hears of one
 * resource's events in order. `data` is what the receiver gets as the body's `data`.
 */
export async function emitEvent(tx: DbOrTx, type: WebhookEvent, resource: string, data: Record<string, unknown>) {
  if (outbox.on) await insertEvents(tx, type, [{ resource, data }]);
}

/** Several events of one type in one statement (a month's statements, made 500 partners at a time). */
export async function emitEvents(tx: DbOrTx, type: WebhookEvent, events: { resource: string; data: Record<string, unknown> }[]) {
  if (outbox.on) await insertEvents(tx, type, events);
}
