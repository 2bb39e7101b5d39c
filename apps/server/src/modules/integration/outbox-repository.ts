import type { WebhookEvent } from '@wms/contract/integration/webhook';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The channel that wakes the delivering processes: new deliveries fanned out, sent again or a test queued. */
export const WEBHOOK_CHANNEL = 'wms_webhook';

/**
 * Writes events into the outbox inside the caller's transaction: one insert of one row per event, the least a
 * workflow can pay. Their deliveries are made after the commit by a delivering process (fanOut). Events get ids in
 * the order given (a receiver hears one resource's events in that order).
 */
export async function insertEvents(tx: DbOrTx, type: WebhookEvent, events: { resource: string; data: unknown }[]): Promise<void> {
  if (!events.length) return;
  if (events.length === 1) {
    const [e] = events;
    await tx.execute(sql`
      insert into wh_event (msg_id, type, resource, payload)
      values ('msg_' || replace(gen_random_uuid()::text, '-', ''), ${type}, ${e!.resource}, ${JSON.stringify(e!.data)}::jsonb)`);
    return;
  }
  await tx.execute(sql`
    insert into wh_event (msg_id, type, resource, payload)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), ${type}, x.resource, x.data
    from rows from (jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as (resource text, data jsonb)) with ordinality as x(resource, data, n)
    order by x.n`);
}

/** A `webhook.test` event owed to one subscription only (the console's "send a test event"). */
export async function insertTestEvent(tx: DbOrTx, subscriptionId: number, data: unknown): Promise<void> {
  await tx.execute(sql`
    with e as (
      insert into wh_event (msg_id, type, resource, payload, fanned)
      values ('msg_' || replace(gen_random_uuid()::text, '-', ''), 'webhook.test', ${`webhook:${subscriptionId}`},
        ${JSON.stringify(data)}::jsonb, true)
      returning id, msg_id, type, resource
    )
    insert into wh_delivery (event_id, subscription_id, msg_id, type, resource)
    select e.id, ${subscriptionId}, e.msg_id, e.type, e.resource from e`);
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}
