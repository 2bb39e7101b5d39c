import { sql } from 'drizzle-orm';
import { bigintArray } from '../../db/arrays.ts';
import type { DbOrTx } from '../../db/client.ts';

const rowsOf = async <T>(db: DbOrTx, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** A delivery taken by this process, with what its attempt needs. */
export interface Claimed {
  id: number;
  msgId: string;
  type: string;
  url: string;
  secrets: string[];
  payload: unknown;
  eventAt: Date;
  attempts: number;
  subscriptionId: number;
  eventAgeS: number;
  failingForS: number | null;
}

export const deliveryRepository = {
  /**
   * Makes the deliveries of up to `limit` committed events not yet fanned out, in id order, one per enabled subscription
   * asking for the type, and wakes the delivering processes when there are any. Events one process takes are skipped by
   * the others (SKIP LOCKED); a delivery waits for every earlier event of its resource to be fanned out (claim), so
   * two processes fanning side by side cannot reorder a resource. Returns how many events.
   */
  async fanOut(db: DbOrTx, limit: number): Promise<number> {
    const [row] = await rowsOf<{ events: number }>(
      db,
      sql`
      with ev as (
        select id from wh_event where not fanned order by id limit ${limit} for update skip locked
      ), f as (
        update wh_event e set fanned = true from ev where e.id = ev.id returning e.id, e.msg_id, e.type, e.resource
      ), d as (
        insert into wh_delivery (event_id, subscription_id, msg_id, type, resource)
        select f.id, s.id, f.msg_id, f.type, f.resource
        from f join wh_subscription s on s.enabled and f.type = any(s.events)
        order by f.id, s.id
        returning 1
      )
      select (select count(*) from f)::int as events,
        (select count(*) from (select pg_notify('wms_webhook', '') from (select 1 from d limit 1) one) n)::int as woke`,
    );
    return row?.events ?? 0;
  },

  /**
   * Takes up to `limit` due deliveries of enabled subscriptions for this process (`SKIP LOCKED`: processes never wait on
   * each other), holding each for a lease. Per subscription and resource only the oldest pending delivery is due, so
   * each receiver hears of one order's events in the order they happened, one at a time.
   */
  async claim(db: DbOrTx, limit: number, leaseMs: number): Promise<Claimed[]> {
    return rowsOf<Claimed>(
      db,
      sql`
      with due as (
        select d.id from wh_delivery d
        join wh_subscription s on s.id = d.subscription_id and s.enabled
        where d.status = 'pending' and d.next_at <= now() and (d.locked_until is null or d.locked_until < now())
          and not exists (
            select 1 from wh_delivery p
            where p.subscription_id = d.subscription_id and p.resource = d.resource and p.status = 'pending'
              and p.event_id < d.event_id)
          and not exists (select 1 from wh_event u where not u.fanned and u.resource = d.resource and u.id < d.event_id)
        order by d.next_at, d.id
        limit ${limit}
        for update of d skip locked
      )
      update wh_delivery d set locked_until = now() + make_interval(secs => ${leaseMs / 1000}::float8), attempts = d.attempts + 1
      from due, wh_subscription s, wh_event e
      where d.id = due.id and s.id = d.subscription_id and e.id = d.event_id
      returning d.id, d.msg_id as "msgId", d.type, s.url, d.attempts, d.subscription_id as "subscriptionId",
        array_remove(array[s.secret, case when s.previous_until > now() then s.previous_secret end], null) as secrets,
        e.payload, e.created_at as "eventAt", extract(epoch from now() - e.created_at)::float8 as "eventAgeS",
        extract(epoch from now() - s.failing_since)::float8 as "failingForS"`,
    ).then((rows) => rows.map((r) => ({ ...r, id: Number(r.id), eventAt: new Date(r.eventAt) })));
  },

  /** Records an attempt and what the delivery does next (delivery-rules.ts), and keeps the subscription's failing state. */
  async finish(
    db: DbOrTx,
    c: Claimed,
    r: { status: number | null; error: string | null; ms: number },
    next: { status: 'pending' | 'delivered' | 'failed'; delayS: number; disableReason: string | null; ok: boolean },
  ): Promise<void> {
    await db.execute(sql`
      with a as (
        insert into wh_attempt (delivery_id, status, error, ms) values (${c.id}, ${r.status}, ${r.error}, ${r.ms})
      ), s as (
        update wh_subscription set
          failing_since = case when ${next.ok} then null else coalesce(failing_since, now()) end,
          enabled = enabled and ${next.disableReason}::text is null,
          disabled_reason = coalesce(${next.disableReason}, disabled_reason)
        where id = ${c.subscriptionId}
      )
      update wh_delivery set status = ${next.status}, locked_until = null, last_status = ${r.status},
        last_error = ${r.error}, next_at = now() + make_interval(secs => ${next.delayS}::float8),
        delivered_at = case when ${next.ok} then now() end
      where id = ${c.id}`);
  },

  /** Deliveries waiting, and events whose deliveries are not made yet (the backlog metric). */
  async backlog(db: DbOrTx): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select (select count(*) from wh_delivery where status = 'pending') + (select count(*) from wh_event where not fanned) as n`,
    );
    return Number(row?.n ?? 0);
  },

  /** Sends deliveries again: pending, due now, whatever they came to before. Returns how many. */
  async resend(db: DbOrTx, ids: number[]): Promise<number> {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`update wh_delivery set status = 'pending', next_at = now(), locked_until = null
          where id = any(${bigintArray(ids)}) returning id`,
    );
    if (rows.length) await db.execute(sql`select pg_notify('wms_webhook', '')`);
    return rows.length;
  },

  /** Events older than `days` with nothing left to deliver, their deliveries and attempts with them, in batches. */
  async purgeEvents(db: DbOrTx, days: number): Promise<number> {
    let total = 0;
    for (;;) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`with gone as (
          delete from wh_event where id in (
            select e.id from wh_event e
            where e.created_at < now() - ${days} * interval '1 day'
              and not exists (select 1 from wh_delivery d where d.event_id = e.id and d.status = 'pending')
            limit 5000)
          returning 1)
        select count(*)::int as n from gone`,
      );
      total += row?.n ?? 0;
      if ((row?.n ?? 0) < 5000) return total;
    }
  },

  async attempts(db: DbOrTx, deliveryId: number) {
    const rows = await rowsOf<{ id: number | string; at: Date; status: number | null; error: string | null; ms: number }>(
      db,
      sql`select id, at, status, error, ms from wh_attempt where delivery_id = ${deliveryId} order by id`,
    );
    // node-postgres reads bigint as text.
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  },
};
