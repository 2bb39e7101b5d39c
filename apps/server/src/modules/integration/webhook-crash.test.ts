import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Server, startServers, stopServers } from '../../test/crash.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { emitEvents } from './events.ts';

/**
 * Issue 35 §3: two server processes deliver one outbox to a receiver that fails one request in five; one process is
 * killed with -9 while it delivers. Every event arrives (once or more, by id), each signed, and one resource's events
 * in the order they happened.
 */
const APP = 'wms-webhook-crash';
const RESOURCES = 40;
const PER_RESOURCE = 10;

describe.skipIf(DB_KIND !== 'postgres')('webhooks from two processes, one killed with -9 mid-delivery (PostgreSQL)', () => {
  let t: TestApp;
  let servers: Server[] = [];
  let rx: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await createTestApp({ webhookAllow: ['127.0.0.1'] });
    rx = await startReceiver({ answer: (n) => (n % 5 === 0 ? 500 : 200) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/system/webhook/~add',
      headers: auth(await t.login()),
      payload: { name: 'erp', url: rx.url, events: ['stock.adjusted'] },
    });
    rx.secrets.push(res.json().data.secret);
    servers = await startServers(process.env.DATABASE_URL!, [`${APP}-a`, `${APP}-b`], {
      WEBHOOKS: '1',
      WEBHOOK_ALLOW: '127.0.0.1',
      WEBHOOK_TIMEOUT: '1',
      WEBHOOK_RETRY_SCALE: '0.01',
      SCHEDULER: '0',
    });
  }, 240_000);
  afterAll(async () => {
    await stopServers(servers, 'SIGKILL');
    await rx?.close();
    await t?.close();
  });

  const pending = async () =>
    (
      (await t.database.db.execute(sql`select count(*)::int as n from wh_delivery where status <> 'delivered'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('loses nothing and keeps each resource in order', async () => {
    // Each resource's events in order, many resources at once: ten transactions of one event per resource.
    for (let seq = 1; seq <= PER_RESOURCE; seq++) {
      await t.database.db.transaction((tx) =>
        emitEvents(
          tx,
          'stock.adjusted',
          Array.from({ length: RESOURCES }, (_, r) => ({ resource: `stock:${r}`, data: { r, seq } })),
        ),
      );
    }
    const total = RESOURCES * PER_RESOURCE;
    const t0 = Date.now();
    while (new Set(rx.received.map((x) => x.id)).size < total / 4) {
      if (Date.now() - t0 > 60_000) throw new Error(`only ${rx.received.length} delivered in 60 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
    servers[0]!.child.kill('SIGKILL');
    while ((await pending()) > 0) {
      if (Date.now() - t0 > 120_000) throw new Error(`${await pending()} still pending after 120 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ids = new Set(rx.received.map((x) => x.id));
    expect(ids.size).toBe(total);
    expect(rx.received.every((x) => x.verified)).toBe(true);
    // Arrivals per resource (repeats included) never go back in sequence.
    for (let r = 0; r < RESOURCES; r++) {
      const seqs = rx.received.filter((x) => x.data.r === r).map((x) => x.data.seq as number);
      expect(
        seqs.every((s, i) => i === 0 || s >= seqs[i - 1]!),
        `stock:${r} ${seqs.join(',')}`,
      ).toBe(true);
    }
    const failedAnswers = rx.requests - rx.received.length;
    console.log(
      `webhook crash: ${total} events, ${rx.received.length - ids.size} delivered twice, ${failedAnswers} refused by the receiver`,
    );
  }, 180_000);
});
