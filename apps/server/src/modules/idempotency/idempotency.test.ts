import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { idemRequest, inboundOrderLine, stockLedger } from '../../db/schema/index.ts';
import { auth, createTestApp, DB_KIND, type TestApp } from '../../test/harness.ts';
import { assertNoDrift, stockFixture } from '../../test/stock.ts';
import { fingerprintOf } from './idempotency-plugin.ts';
import { idempotencyRepository } from './idempotency-repository.ts';

let t: TestApp;
let token: string;
let fx: Awaited<ReturnType<typeof stockFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await stockFixture(t.database.db);
  token = await t.login();
});
afterAll(() => t.close());

const P = '/inbound/ib/order';
const send = (app: FastifyInstance, url: string, payload: object, key?: string, tok = token) =>
  app.inject({
    method: 'POST',
    url: `${P}/${url}`,
    payload,
    headers: { ...auth(tok), ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

let seq = 0;
/** An approved order of 10 × the fixture's SKU, and its line. */
async function approvedOrder() {
  seq++;
  const add = await send(t.app, '~add', {
    no: `IB-IDEM${seq}`,
    extRef: 'R',
    extDocNo: 'D',
    warehouse: fx.wh,
    postingDate: '2026-11-27',
    items: [{ sku: fx.sku, shipQty: 10 }],
  });
  const order = add.json().data as { id: number; no: string; items: { id: number }[] };
  expect((await send(t.app, '~approve', { id: order.id })).statusCode).toBe(200);
  return { ...order, line: order.items[0]!.id };
}
const received = async (line: number) =>
  (await t.database.db.select().from(inboundOrderLine).where(eq(inboundOrderLine.id, line)))[0]!.recvQty;

describe(`idempotent writes (${DB_KIND})`, () => {
  it('applies a receive scan once however often its key is sent, and answers each repeat with the first reply', async () => {
    const o = await approvedOrder();
    const key = randomUUID();
    const first = await send(t.app, '~scan', { id: o.id, code: 'PAL-1200', qty: 3 }, key);
    expect(first.statusCode, first.body).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await send(t.app, '~scan', { id: o.id, code: 'PAL-1200', qty: 3 }, key);
      expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([200, 'true', first.json()]);
    }
    expect(await received(o.line)).toBe(3);
    // Another key is another scan.
    expect((await send(t.app, '~scan', { id: o.id, code: 'PAL-1200', qty: 2 }, randomUUID())).statusCode).toBe(200);
    expect(await received(o.line)).toBe(5);
    // Without a key nothing is kept: the console's calls are as before.
    expect((await send(t.app, '~scan', { id: o.id, code: 'PAL-1200', qty: 1 })).statusCode).toBe(200);
    expect(await received(o.line)).toBe(6);
  });

  it('applies a put-away once: one ledger row, stock and ledger agree', async () => {
    const o = await approvedOrder();
    const key = randomUUID();
    const body = { id: o.id, items: [{ id: o.line, stockQty: 4, location: fx.locA, lotNo: 'L1', shipBoxLbl: 'BOX-IDEM' }] };
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await send(t.app, '~store', body, key));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.database.db.select().from(stockLedger).where(eq(stockLedger.orderNo, o.no));
    expect(rows.map((r) => r.qty)).toEqual([4]);
    await assertNoDrift(t.database.db);
  });

  it('leaves the key free when the call is refused, so its retry is judged again', async () => {
    const o = await approvedOrder();
    const key = randomUUID();
    const refused = await send(t.app, '~scan', { id: o.id, code: 'NOPE-1' }, key);
    expect(refused.statusCode).toBe(404);
    expect(await idempotencyRepository.find(t.database.db, key)).toBeUndefined();
    const again = await send(t.app, '~scan', { id: o.id, code: 'NOPE-1' }, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([404, undefined]);
  });

  it('refuses a malformed key, and a key used for another call or by another user', async () => {
    const o = await approvedOrder();
    const bad = await send(t.app, '~scan', { id: o.id, code: 'PAL-1200' }, 'short');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Invalid Idempotency-Key: use 8 to 100 letters, digits, - or _']);
    const key = randomUUID();
    expect((await send(t.app, '~scan', { id: o.id, code: 'PAL-1200' }, key)).statusCode).toBe(200);
    const store = { id: o.id, items: [{ id: o.line, stockQty: 1, location: fx.locA, lotNo: 'L', shipBoxLbl: 'B' }] };
    const elsewhere = await send(t.app, '~store', store, key);
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      422,
      'This Idempotency-Key was already used for another request, so nothing was done: send it again with a new key',
    ]);
    const other = await t.userWith('idem-other', ['inbound/ibOrder/scan']);
    expect((await send(t.app, '~scan', { id: o.id, code: 'PAL-1200' }, key, other)).statusCode).toBe(422);
    expect(await received(o.line)).toBe(1);
  });

  it('forgets keys after a day', async () => {
    const o = await approvedOrder();
    const key = randomUUID();
    await send(t.app, '~scan', { id: o.id, code: 'PAL-1200' }, key);
    await t.database.db.update(idemRequest).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idemRequest.key, key));
    expect(await idempotencyRepository.purge(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await idempotencyRepository.find(t.database.db, key)).toBeUndefined();
  });

  it('refuses the same key with another body (422) and leaves the first applied alone', async () => {
    const o = await approvedOrder();
    const key = randomUUID();
    expect((await send(t.app, '~scan', { id: o.id, code: 'PAL-1200', qty: 2 }, key)).statusCode).toBe(200);
    const other = await send(t.app, '~scan', { id: o.id, code: 'PAL-1200', qty: 9 }, key);
    expect([other.statusCode, other.headers['idempotent-replayed'], other.json().message]).toEqual([
      422,
      undefined,
      'This Idempotency-Key was already sent with a different request body, so nothing was done: use a new key for a different request',
    ]);
    // The same body with its keys in another order is the same request.
    const same = await send(t.app, '~scan', { qty: 2, code: 'PAL-1200', id: o.id }, key);
    expect([same.statusCode, same.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(await received(o.line)).toBe(2);
  });

  it('answers 409 with Retry-After while the first request with the key is still running, and "applied" once it is orphaned', async () => {
    const o = await approvedOrder();
    const key = randomUUID();
    const body = { id: o.id, code: 'PAL-1200', qty: 1 };
    // Committed and not yet answered: what a repeat sees between the first request's commit and its reply.
    await idempotencyRepository.claim(t.database.db, {
      key,
      userId: (
        (await t.database.db.execute(sql`select id from sys_user where account = 'admin'`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0]!.id,
      route: `POST ${P}/~scan`,
      fingerprint: fingerprintOf(body),
    });
    const running = await send(t.app, '~scan', body, key);
    expect([running.statusCode, running.headers['retry-after'], running.json().message]).toEqual([
      409,
      '1',
      'The earlier request with this Idempotency-Key is still being processed, so nothing was done: try again shortly',
    ]);
    await t.database.db.update(idemRequest).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(idemRequest.key, key));
    const later = await send(t.app, '~scan', body, key);
    expect([later.statusCode, later.headers['idempotent-replayed'], later.json().message]).toEqual([
      200,
      'true',
      'This request was already carried out',
    ]);
    expect(await received(o.line)).toBe(0);
  });

  it('twenty sends of one key at once apply it once; the others replay it or are told to retry', async () => {
    const o = await approvedOrder();
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, '~scan', { id: o.id, code: 'PAL-1200', qty: 2 }, key)),
    );
    expectOneApplied(replies);
    expect(await received(o.line)).toBe(2);
    const after = await send(t.app, '~scan', { id: o.id, code: 'PAL-1200', qty: 2 }, key);
    expect([after.statusCode, after.headers['idempotent-replayed']]).toEqual([200, 'true']);
  });
});

/** One reply applied the key; each other one replayed it or was told to retry (409 with Retry-After). */
function expectOneApplied(replies: Awaited<ReturnType<typeof send>>[]) {
  expect(replies.filter((r) => r.statusCode === 200 && r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
  for (const r of replies) {
    if (r.statusCode === 409) expect(r.headers['retry-after']).toBe('1');
    else expect(r.statusCode).toBe(200);
  }
}

/** Two app instances with pools of their own on one PostgreSQL database stand for two server processes. */
describe.skipIf(DB_KIND !== 'postgres')('one key sent to two processes at once (PostgreSQL)', () => {
  let otherDb: Database;
  let other: FastifyInstance;
  beforeAll(async () => {
    otherDb = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 8 });
    other = await buildApp({ database: otherDb, config: t.config, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await otherDb.close();
  });

  it('is applied by one of them; the other answers with its reply', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await approvedOrder();
      const key = randomUUID();
      const replies = await Promise.all(
        [t.app, other, t.app, other].map((app) => send(app, '~scan', { id: o.id, code: 'PAL-1200', qty: 3 }, key)),
      );
      expectOneApplied(replies);
      expect(await received(o.line)).toBe(3);
    }
  });
});
